/* What Swift's Glibc module does not show: memfd_create, file seals, timerfd,
   signalfd, epoll (whose packed event struct does not import well) and a mmap that reports
   failure as NULL (MAP_FAILED does not import). */
#pragma once
#include <stddef.h>
#include <stdint.h>

/* An anonymous, close-on-exec, sealable memory file of `size` bytes; -1 and errno set on failure. */
int tactile_memfd_create(const char *name, size_t size);
/* Grows a memory file to `size` bytes; -1 and errno on failure. */
int tactile_memfd_resize(int fd, size_t size);
/* Seals a memory file against shrinking so the compositor never faults on a mapping of it. */
int tactile_memfd_seal_shrink(int fd);
/* Shared read-write mapping of `size` bytes of `fd`, its pages allocated up front; NULL on failure. */
void *tactile_map_shared(int fd, size_t size);
/* Private read-only mapping of `size` bytes of `fd` (keymaps); NULL on failure. */
void *tactile_map_private_readonly(int fd, size_t size);
/* A close-on-exec epoll instance; -1 and errno set on failure. */
int tactile_epoll_create(void);
/* Watches `fd` for input, and for output too when `output` is non-zero; `modify` changes the
   watch of an fd already added. -1 and errno on failure. */
int tactile_epoll_watch(int epoll, int fd, int output, int modify);
/* Sleeps until a watched fd is ready, then writes up to `capacity` (at most 8) ready fds and
   their events (EPOLLIN, EPOLLOUT, EPOLLERR, EPOLLHUP: the same bits as poll's) into `fds` and
   `events`; returns how many, or -1 and errno (EINTR when a signal interrupted it). */
int tactile_epoll_wait(int epoll, int *fds, uint32_t *events, int capacity);
/* A non-blocking, close-on-exec CLOCK_MONOTONIC timerfd; -1 on failure. */
int tactile_timerfd_create(void);
/* Arms `fd` to fire once at the absolute CLOCK_MONOTONIC time `deadline_ns`; 0 disarms. */
int tactile_timerfd_arm_absolute(int fd, int64_t deadline_ns);
/* Reads and discards the expiration count of a timerfd. */
void tactile_timerfd_drain(int fd);
/* Blocks SIGTERM, SIGINT and SIGHUP and returns a non-blocking signalfd for them; -1 on failure. */
int tactile_signalfd_termination(void);
/* Reads one signal from a signalfd; returns its number, or 0 when none was pending. */
int tactile_signalfd_read(int fd);
/* Current CLOCK_MONOTONIC time in nanoseconds. */
int64_t tactile_monotonic_ns(void);
