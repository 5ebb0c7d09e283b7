// Preloaded by ./profile into the whole processes it counts under valgrind (start, start-floor).
// An async Swift main parks the main thread in libdispatch's `_dispatch_sigsuspend`, which passes
// sigsuspend a mask in read-only memory; valgrind 3.19 writes to that mask and dies with SIGSEGV.
// This sigsuspend hands the kernel a copy on the stack instead; it changes nothing else.
#define _GNU_SOURCE
#include <signal.h>
#include <sys/syscall.h>
#include <unistd.h>

int sigsuspend(const sigset_t *mask) {
    sigset_t copy = *mask;
    return (int)syscall(SYS_rt_sigsuspend, &copy, _NSIG / 8);
}
