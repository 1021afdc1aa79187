/* What Swift's Glibc module does not show: memfd_create, file seals, timerfd,
   signalfd, epoll (whose packed event struct does not import well), a mmap that reports
   failure as NULL (MAP_FAILED does not import) and glibc's mallinfo2 (malloc.h). */
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
/* Stops watching `fd` (before it is closed: a descriptor shared with another process would
   stay registered otherwise). -1 and errno on failure. */
int tactile_epoll_unwatch(int epoll, int fd);
/* Sleeps until a watched fd is ready, then writes up to `capacity` (at most 8) ready fds and
   their events (EPOLLIN, EPOLLOUT, EPOLLERR, EPOLLHUP: the same bits as poll's) into `fds` and
   `events`; returns how many, or -1 and errno (EINTR when a signal interrupted it). */
int tactile_epoll_wait(int epoll, int *fds, uint32_t *events, int capacity);
/* A non-blocking, close-on-exec timerfd on CLOCK_BOOTTIME when `boottime` is non-zero (it
   counts a suspend and fires on resume when its deadline passed meanwhile), else on
   CLOCK_MONOTONIC; -1 on failure. */
int tactile_timerfd_create(int boottime);
/* Arms `fd` to fire once at the absolute time `deadline_ns` on the fd's clock; 0 disarms. */
int tactile_timerfd_arm_absolute(int fd, int64_t deadline_ns);
/* Reads and discards the expiration count of a timerfd. */
void tactile_timerfd_drain(int fd);
/* A non-blocking, close-on-exec eventfd: another thread wakes the event loop through it; -1 on failure. */
int tactile_eventfd_create(void);
/* Adds one to an eventfd's count (safe from any thread; a full count is already a wake-up). */
void tactile_eventfd_signal(int fd);
/* Reads an eventfd's count back to zero. */
void tactile_eventfd_drain(int fd);
/* Blocks SIGTERM, SIGINT and SIGHUP and returns a non-blocking signalfd for them; -1 on failure. */
int tactile_signalfd_termination(void);
/* Reads one signal from a signalfd; returns its number, or 0 when none was pending. */
int tactile_signalfd_read(int fd);
/* A pipe whose two ends are non-blocking and close-on-exec: fds[0] reads, fds[1] writes;
   -1 and errno on failure. */
int tactile_pipe_nonblocking(int fds[2]);
/* Makes `fd` non-blocking and close-on-exec (a descriptor another process handed over). */
int tactile_set_nonblocking(int fd);
/* Ignores SIGPIPE for the whole process, so a write to a pipe whose reader left fails with
   EPIPE instead of killing the process. */
void tactile_ignore_sigpipe(void);
/* A non-blocking AF_UNIX datagram socket (close-on-exec), for sd_notify; -1 on failure. */
int tactile_datagram_socket(void);
/* Sends `message` as one datagram to the socket at `path` (a leading '@' names an abstract
   socket, as NOTIFY_SOCKET writes it); 0 on success, -1 with errno set. */
int tactile_datagram_send(int fd, const char *path, const char *message, size_t length);
/* Current CLOCK_MONOTONIC time in nanoseconds. */
int64_t tactile_monotonic_ns(void);
/* Current CLOCK_BOOTTIME time in nanoseconds: monotonic, and counting time suspended. */
int64_t tactile_boottime_ns(void);
/* The C heap of the whole process, every malloc arena, from glibc's mallinfo2: `in_use` is
   what is allocated now (uordblks + hblkhd), `held` what malloc holds from the kernel
   (arena + hblkhd). Both 0 where mallinfo2 is missing (glibc before 2.33, musl). */
void tactile_heap_usage(size_t *in_use, size_t *held);
/* Makes glibc's malloc serve every allocation of `bytes` or more with its own mapping, given
   back to the kernel when freed. Without it glibc raises that threshold to the largest block
   freed so far, after which large blocks (masks, images) come from the heap and leave it
   fragmented: a process that runs for months holds far more than it uses. */
void tactile_heap_fix_mmap_threshold(size_t bytes);
/* Gives the free pages of every malloc arena back to the kernel (glibc's malloc_trim). */
void tactile_heap_trim(void);
