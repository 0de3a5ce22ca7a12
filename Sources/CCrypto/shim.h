// SHA-256 through libcrypto's low-level context functions. OpenSSL 3 deprecates them in favour
// of EVP, but its one-shot SHA256() goes through EVP and, on a process's first call, loads
// openssl.cnf and initialises the provider machinery (1 to 1.5 ms measured): every command
// line run that hashes paid that for one digest. The context functions hash with the same
// assembly and no initialisation.
#define OPENSSL_SUPPRESS_DEPRECATED
#include <openssl/sha.h>

/// The SHA-256 digest of `count` bytes at `input`, into the 32 bytes at `output`.
static inline void themereg_sha256(const void *input, size_t count, unsigned char *output) {
  SHA256_CTX context;
  SHA256_Init(&context);
  SHA256_Update(&context, input, count);
  SHA256_Final(output, &context);
}
