// libpq, PostgreSQL's client library (Debian: libpq-dev, which installs it under postgresql/).
#include <postgresql/libpq-fe.h>
