// libcrypto's SHA-256 declarations (Debian: libssl-dev). The library itself is not linked:
// ThemeModel loads libcrypto.so.3 on the first digest (or earlier, on another thread, when a
// command knows it will hash), because loading and relocating it at every start cost 0.8 ms,
// more than a commit's hashing. The low-level context functions, deprecated in OpenSSL 3 in
// favour of EVP, hash with the same assembly; the one-shot SHA256() goes through EVP and, on a
// process's first call, reads openssl.cnf and sets up providers (1 to 1.5 ms measured).
#define OPENSSL_SUPPRESS_DEPRECATED
#include <openssl/sha.h>
