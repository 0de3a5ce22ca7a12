// System calls the toolchain's C library module leaves out.
#if defined(__linux__)
// syncfs(2), Linux 2.6.39: flushes one filesystem's pending data and metadata at once. glibc
// declares it only under _GNU_SOURCE, which Swift's Glibc module is not built with.
int syncfs(int fd);
#endif
