// libpq's declarations (Debian: libpq-dev, which installs them under postgresql/). The library
// itself is not linked: ThemePostgres loads libpq.so.5 when a postgres:// registry is opened,
// so the SQLite commands do not pay for loading libpq and its dependencies (≈ 4 ms a start)
// and run where libpq is not installed.
#include <postgresql/libpq-fe.h>
