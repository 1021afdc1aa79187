#define _GNU_SOURCE
#include "CShims.h"
#include <errno.h>
#include <fcntl.h>
#include <stddef.h>
#include <string.h>
#include <malloc.h>
#include <signal.h>
#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <sys/mman.h>
#include <sys/signalfd.h>
#include <sys/socket.h>
#include <sys/timerfd.h>
#include <sys/un.h>
#include <time.h>
#include <unistd.h>

/* What every wake-up of the event loop runs: put with the Swift code's hot functions, which the
   linker gathers (see the Tactile manual's "Performance code"). */
#define TACTILE_HOT __attribute__((section(".text.hot.tactile")))

int tactile_memfd_create(const char *name, size_t size) {
    int fd = memfd_create(name, MFD_CLOEXEC | MFD_ALLOW_SEALING);
    if (fd < 0) return -1;
    if (ftruncate(fd, (off_t)size) < 0) { close(fd); return -1; }
    return fd;
}

int tactile_memfd_resize(int fd, size_t size) { return ftruncate(fd, (off_t)size); }

int tactile_memfd_seal_shrink(int fd) { return fcntl(fd, F_ADD_SEALS, F_SEAL_SHRINK); }

void *tactile_map_shared(int fd, size_t size) {
    /* Pixel buffers are written whole as soon as they exist (drawn or copied): populating the
       mapping now costs one call instead of a page fault for every 4 KiB. */
    void *p = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_POPULATE, fd, 0);
    return p == MAP_FAILED ? NULL : p;
}

void *tactile_map_private_readonly(int fd, size_t size) {
    void *p = mmap(NULL, size, PROT_READ, MAP_PRIVATE, fd, 0);
    return p == MAP_FAILED ? NULL : p;
}

int tactile_epoll_create(void) { return epoll_create1(EPOLL_CLOEXEC); }

int tactile_epoll_watch(int epoll, int fd, int output, int modify) {
    struct epoll_event event = {.events = EPOLLIN | (output ? EPOLLOUT : 0), .data.fd = fd};
    return epoll_ctl(epoll, modify ? EPOLL_CTL_MOD : EPOLL_CTL_ADD, fd, &event);
}

int tactile_epoll_unwatch(int epoll, int fd) { return epoll_ctl(epoll, EPOLL_CTL_DEL, fd, NULL); }

TACTILE_HOT int tactile_epoll_wait(int epoll, int *fds, uint32_t *events, int capacity) {
    struct epoll_event ready[8];
    if (capacity > 8) capacity = 8;
    int count = epoll_wait(epoll, ready, capacity, -1);
    for (int i = 0; i < count; i++) {
        fds[i] = ready[i].data.fd;
        events[i] = ready[i].events;
    }
    return count;
}

int tactile_timerfd_create(int boottime) {
    return timerfd_create(boottime ? CLOCK_BOOTTIME : CLOCK_MONOTONIC, TFD_NONBLOCK | TFD_CLOEXEC);
}

int tactile_timerfd_arm_absolute(int fd, int64_t deadline_ns) {
    struct itimerspec spec = {0};
    if (deadline_ns > 0) {
        spec.it_value.tv_sec = deadline_ns / 1000000000;
        spec.it_value.tv_nsec = deadline_ns % 1000000000;
    }
    return timerfd_settime(fd, TFD_TIMER_ABSTIME, &spec, NULL);
}

void tactile_timerfd_drain(int fd) {
    uint64_t expirations;
    while (read(fd, &expirations, sizeof expirations) == sizeof expirations) {}
}

int tactile_eventfd_create(void) {
    return eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC);
}

void tactile_eventfd_signal(int fd) {
    uint64_t one = 1;
    (void)!write(fd, &one, sizeof one);
}

void tactile_eventfd_drain(int fd) {
    uint64_t count;
    (void)!read(fd, &count, sizeof count);
}

int tactile_signalfd_termination(void) {
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGTERM);
    sigaddset(&set, SIGINT);
    sigaddset(&set, SIGHUP);
    if (sigprocmask(SIG_BLOCK, &set, NULL) < 0) return -1;
    return signalfd(-1, &set, SFD_NONBLOCK | SFD_CLOEXEC);
}

int tactile_signalfd_read(int fd) {
    struct signalfd_siginfo info;
    if (read(fd, &info, sizeof info) != sizeof info) return 0;
    return (int)info.ssi_signo;
}

TACTILE_HOT int64_t tactile_monotonic_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

TACTILE_HOT int64_t tactile_boottime_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_BOOTTIME, &ts);
    return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

void tactile_heap_usage(size_t *in_use, size_t *held) {
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
    /* mallinfo2 sums every arena; mmapped chunks (hblkhd) are both in use and held. */
    struct mallinfo2 info = mallinfo2();
    *in_use = info.uordblks + info.hblkhd;
    *held = info.arena + info.hblkhd;
#else
    *in_use = 0;
    *held = 0;
#endif
}

void tactile_heap_fix_mmap_threshold(size_t bytes) {
#ifdef __GLIBC__
    mallopt(M_MMAP_THRESHOLD, (int)bytes);
#else
    (void)bytes;
#endif
}

void tactile_heap_trim(void) {
#ifdef __GLIBC__
    malloc_trim(0);
#endif
}

int tactile_datagram_socket(void) { return socket(AF_UNIX, SOCK_DGRAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0); }

int tactile_datagram_send(int fd, const char *path, const char *message, size_t length) {
    struct sockaddr_un address = {.sun_family = AF_UNIX};
    size_t path_length = strlen(path);
    if (path_length == 0 || path_length >= sizeof(address.sun_path)) { errno = EINVAL; return -1; }
    memcpy(address.sun_path, path, path_length);
    /* systemd's abstract socket names start with '@', which stands for the leading NUL. */
    if (path[0] == '@') address.sun_path[0] = '\0';
    socklen_t size = (socklen_t)(offsetof(struct sockaddr_un, sun_path) + path_length);
    return sendto(fd, message, length, MSG_NOSIGNAL, (struct sockaddr *)&address, size) < 0 ? -1 : 0;
}

int tactile_pipe_nonblocking(int fds[2]) { return pipe2(fds, O_CLOEXEC | O_NONBLOCK); }

int tactile_set_nonblocking(int fd) {
    int flags = fcntl(fd, F_GETFL);
    if (flags < 0 || fcntl(fd, F_SETFL, flags | O_NONBLOCK) < 0) return -1;
    return fcntl(fd, F_SETFD, FD_CLOEXEC);
}

void tactile_ignore_sigpipe(void) { signal(SIGPIPE, SIG_IGN); }
