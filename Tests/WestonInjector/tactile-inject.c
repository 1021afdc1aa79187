/*
 * tactile-inject: a weston 10 module that gives a headless weston a seat with touch,
 * pointer and keyboard, and feeds it input on command, for Tactile's real-compositor tests.
 *
 * Build: cc -shared -fPIC tactile-inject.c $(pkg-config --cflags --libs libweston-10 wayland-server)
 * Load:  weston --modules=/absolute/path/tactile-inject.so   (env TACTILE_INJECT_SOCKET=/path)
 *
 * Command channel: a unix stream socket at $TACTILE_INJECT_SOCKET, served from weston's own
 * event loop. One command per line, one reply line per command: "ok" (a query adds its
 * answer) or "error <why>". The reply is written only after weston has handed the events to
 * its clients and flushed them, so a test that read "ok" knows the events are in the
 * client's socket. Lines that arrive together (written at once) run together and their
 * events reach the clients in one flush, as one libinput dispatch would deliver them: a touch
 * motion written with its touch-frame reaches the client in one read, as from a touchscreen.
 *
 *   ping
 *   touch-down ID X Y      touch-motion ID X Y      touch-up ID
 *   touch-frame            touch-cancel
 *   touch-unplug           touch-plug      (the seat loses / regains its touch capability)
 *   pointer-motion X Y     button CODE pressed|released
 *   axis vertical|horizontal VALUE                  pointer-frame
 *   key CODE pressed|released
 *   client-at X Y          (a query: "ok PID SX SY", the client whose surface input at X,Y
 *                           reaches and the point in that surface's coordinates, "ok 0" for none)
 *
 * X and Y are global compositor coordinates in logical pixels (the surface coordinates of a
 * fullscreen kiosk window on the output at 0,0). CODE is a linux input event code (BTN_LEFT
 * is 272, KEY_A is 30). VALUE is in wl_pointer.axis units (one wheel click is usually 10 or 15).
 *
 * With TACTILE_INJECT_WATCH_PID set, weston exits as soon as that process (the test run)
 * ends, so a crashed test run leaves no compositor behind.
 *
 * Event times come from CLOCK_MONOTONIC, the clock of libinput's event times that weston
 * normally forwards. Any event command may end with "@MS" to give the event time in
 * milliseconds instead, so a test can make velocities exact regardless of scheduling.
 *
 * The injector refuses input that would corrupt weston's bookkeeping (weston only counts
 * touches and buttons): a second down of a touch ID that is down, motion or up of one that
 * is not, pressing a pressed button or key, releasing a released one.
 */

#define _GNU_SOURCE /* accept4 */
#include <errno.h>
#include <limits.h>
#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/un.h>
#include <time.h>
#include <unistd.h>

#include <libweston/libweston.h>
#include <wayland-server.h>

/*
 * Entry points libweston-10.so exports but its installed headers do not declare (they live
 * in weston 10's private libweston/backend.h and libweston/libweston-internal.h). The
 * prototypes match weston 10.0's sources. weston_seat_init_pointer and _touch return void
 * in weston 10 (int in older releases); nothing here reads a result from them.
 */
void weston_seat_init(struct weston_seat *seat, struct weston_compositor *ec, const char *seat_name);
void weston_seat_release(struct weston_seat *seat);
void weston_seat_init_pointer(struct weston_seat *seat);
int weston_seat_init_keyboard(struct weston_seat *seat, struct xkb_keymap *keymap);
void weston_seat_init_touch(struct weston_seat *seat);
void weston_seat_release_touch(struct weston_seat *seat);
struct weston_touch_device *weston_touch_create_touch_device(struct weston_touch *touch,
	const char *syspath, void *backend_data, const struct weston_touch_device_ops *ops);
void weston_touch_device_destroy(struct weston_touch_device *device);
void notify_touch_normalized(struct weston_touch_device *device, const struct timespec *time,
	int touch_id, double x, double y, const struct weston_point2d_device_normalized *norm,
	int touch_type);
void notify_touch_frame(struct weston_touch_device *device);
void notify_touch_cancel(struct weston_touch_device *device);
void notify_motion_absolute(struct weston_seat *seat, const struct timespec *time, double x, double y);
void notify_button(struct weston_seat *seat, const struct timespec *time, int32_t button,
	enum wl_pointer_button_state state);
void notify_axis(struct weston_seat *seat, const struct timespec *time,
	struct weston_pointer_axis_event *event);
void notify_pointer_frame(struct weston_seat *seat);
void notify_key(struct weston_seat *seat, const struct timespec *time, uint32_t key,
	enum wl_keyboard_key_state state, enum weston_key_state_update update_state);

/* Longest accepted command line, without its newline. */
#define LINE_MAX_BYTES 256
/* Longest reply line, with its newline. */
#define REPLY_MAX_BYTES (LINE_MAX_BYTES + 16)
/* Replies held back until the events of the lines read with them are flushed. */
#define REPLIES_MAX_BYTES (8 * REPLY_MAX_BYTES)
/* At most this many touches, buttons or keys are held at once. */
#define HELD_MAX 16
/* Most words in a command: the name, three arguments and a time. */
#define WORDS_MAX 6

/* A small set of held codes: touch IDs, buttons or keys that are down. */
struct held_set {
	int32_t codes[HELD_MAX];
	int count;
};

struct injector;

/* One accepted connection on the command socket. */
struct connection {
	struct injector *injector;
	int fd;
	struct wl_event_source *source;
	struct wl_list link; /* injector.connections */
	char line[LINE_MAX_BYTES + 1];
	size_t length;
	bool overlong; /* discarding the rest of a line that was too long */
	char replies[REPLIES_MAX_BYTES]; /* replies of lines whose events are not flushed yet */
	size_t replies_length;
};

struct injector {
	struct weston_compositor *compositor;
	struct weston_seat seat;
	struct weston_touch_device *touch_device;
	int listen_fd;
	struct wl_event_source *listen_source;
	struct wl_list connections;
	struct wl_listener compositor_destroy;
	int watch_fd; /* pidfd of the process whose death stops weston, or -1 */
	struct wl_event_source *watch_source;
	struct sockaddr_un address;
	struct held_set touches;
	struct held_set buttons;
	struct held_set keys;
};

static bool
held_contains(const struct held_set *set, int32_t code)
{
	for (int i = 0; i < set->count; i++)
		if (set->codes[i] == code)
			return true;
	return false;
}

static bool
held_add(struct held_set *set, int32_t code)
{
	if (set->count == HELD_MAX)
		return false;
	set->codes[set->count++] = code;
	return true;
}

static void
held_remove(struct held_set *set, int32_t code)
{
	for (int i = 0; i < set->count; i++) {
		if (set->codes[i] == code) {
			set->codes[i] = set->codes[--set->count];
			return;
		}
	}
}

static bool
parse_int(const char *word, long min, long max, long *out)
{
	char *end;
	errno = 0;
	long value = strtol(word, &end, 10);
	if (errno != 0 || end == word || *end != '\0' || value < min || value > max)
		return false;
	*out = value;
	return true;
}

static bool
parse_double(const char *word, double *out)
{
	char *end;
	errno = 0;
	double value = strtod(word, &end);
	if (errno != 0 || end == word || *end != '\0' || !isfinite(value))
		return false;
	*out = value;
	return true;
}

/* A parsed command: its words, the event time (from "@MS" or CLOCK_MONOTONIC), and the
 * value a query puts after "ok" in the reply (empty for commands that only act). */
struct command {
	char *words[WORDS_MAX];
	int count;
	struct timespec time;
	char answer[32];
};

/* Splits `line` in place; returns NULL, or the reason the line is not a command. */
static const char *
command_parse(char *line, struct command *command)
{
	char *save = NULL;
	command->count = 0;
	for (char *word = strtok_r(line, " \t\r", &save); word; word = strtok_r(NULL, " \t\r", &save)) {
		if (command->count == WORDS_MAX)
			return "too many words";
		command->words[command->count++] = word;
	}
	if (command->count == 0)
		return "empty command";

	const char *last = command->words[command->count - 1];
	if (last[0] == '@') {
		long ms;
		if (command->count == 1 || !parse_int(last + 1, 0, LONG_MAX / 1000, &ms))
			return "bad time (want @MILLISECONDS)";
		command->time.tv_sec = ms / 1000;
		command->time.tv_nsec = (ms % 1000) * 1000000L;
		command->count--;
	} else {
		clock_gettime(CLOCK_MONOTONIC, &command->time);
	}
	return NULL;
}

static bool
parse_code(const char *word, int32_t *code)
{
	long value;
	if (!parse_int(word, 0, INT32_MAX, &value))
		return false;
	*code = (int32_t)value;
	return true;
}

static bool
parse_point(const struct command *command, int first, double *x, double *y)
{
	return parse_double(command->words[first], x) && parse_double(command->words[first + 1], y);
}

static bool
parse_pressed(const char *word, bool *pressed)
{
	if (strcmp(word, "pressed") == 0)
		*pressed = true;
	else if (strcmp(word, "released") == 0)
		*pressed = false;
	else
		return false;
	return true;
}

/* Returned by a command handler whose arguments do not parse; run_line answers with the usage. */
static const char bad_arguments[] = "bad arguments";

/* Parses "CODE pressed|released" from a command's words, then checks and records the press or
 * release in `set`; NULL, bad_arguments, or why it is refused. */
static const char *
update_held(struct held_set *set, const struct command *command, int32_t *code, bool *pressed)
{
	if (!parse_code(command->words[1], code) || !parse_pressed(command->words[2], pressed))
		return bad_arguments;
	if (*pressed) {
		if (held_contains(set, *code))
			return "already pressed";
		if (!held_add(set, *code))
			return "too many pressed at once";
	} else {
		if (!held_contains(set, *code))
			return "not pressed";
		held_remove(set, *code);
	}
	return NULL;
}

static const char *
run_ping(struct injector *injector, struct command *command)
{
	return NULL;
}

static const char *
run_touch_down(struct injector *injector, struct command *command)
{
	if (!injector->touch_device)
		return "touch is unplugged";
	int32_t id;
	double x, y;
	if (!parse_code(command->words[1], &id) || !parse_point(command, 2, &x, &y))
		return bad_arguments;
	if (held_contains(&injector->touches, id))
		return "touch ID is already down";
	if (!held_add(&injector->touches, id))
		return "too many touches down";
	notify_touch_normalized(injector->touch_device, &command->time, id, x, y, NULL, WL_TOUCH_DOWN);
	return NULL;
}

static const char *
run_touch_motion(struct injector *injector, struct command *command)
{
	if (!injector->touch_device)
		return "touch is unplugged";
	int32_t id;
	double x, y;
	if (!parse_code(command->words[1], &id) || !parse_point(command, 2, &x, &y))
		return bad_arguments;
	if (!held_contains(&injector->touches, id))
		return "touch ID is not down";
	notify_touch_normalized(injector->touch_device, &command->time, id, x, y, NULL, WL_TOUCH_MOTION);
	return NULL;
}

static const char *
run_touch_up(struct injector *injector, struct command *command)
{
	if (!injector->touch_device)
		return "touch is unplugged";
	int32_t id;
	if (!parse_code(command->words[1], &id))
		return bad_arguments;
	if (!held_contains(&injector->touches, id))
		return "touch ID is not down";
	held_remove(&injector->touches, id);
	notify_touch_normalized(injector->touch_device, &command->time, id, 0, 0, NULL, WL_TOUCH_UP);
	return NULL;
}

static const char *
run_touch_frame(struct injector *injector, struct command *command)
{
	if (!injector->touch_device)
		return "touch is unplugged";
	notify_touch_frame(injector->touch_device);
	return NULL;
}

/*
 * weston 10's default touch grab ignores cancel (default_grab_touch_cancel is empty), so the
 * injector sends wl_touch.cancel to the focused client itself, after letting any compositor
 * grab end through notify_touch_cancel. It then lifts the held touches with the focus
 * cleared, which keeps weston's touch count and idle inhibition balanced while sending
 * nothing more to the client.
 */
static const char *
run_touch_cancel(struct injector *injector, struct command *command)
{
	if (!injector->touch_device)
		return "touch is unplugged";
	struct weston_touch *touch = weston_seat_get_touch(&injector->seat);
	struct wl_resource *resource;

	notify_touch_cancel(injector->touch_device);
	wl_resource_for_each(resource, &touch->focus_resource_list)
		wl_touch_send_cancel(resource);

	weston_touch_set_focus(touch, NULL);
	while (injector->touches.count > 0) {
		int32_t id = injector->touches.codes[0];
		held_remove(&injector->touches, id);
		notify_touch_normalized(injector->touch_device, &command->time, id, 0, 0, NULL, WL_TOUCH_UP);
	}
	return NULL;
}

/* Unplugs the touchscreen: the seat loses its touch capability, as when a USB touch panel
 * is pulled. Touches still down end without events, as the device is gone. */
static const char *
run_touch_unplug(struct injector *injector, struct command *command)
{
	(void)command;
	if (!injector->touch_device)
		return "touch is already unplugged";
	injector->touches.count = 0;
	weston_touch_device_destroy(injector->touch_device);
	injector->touch_device = NULL;
	weston_seat_release_touch(&injector->seat);
	return NULL;
}

/* Plugs the touchscreen back in: the seat regains its touch capability. */
static const char *
run_touch_plug(struct injector *injector, struct command *command)
{
	(void)command;
	if (injector->touch_device)
		return "touch is already plugged in";
	weston_seat_init_touch(&injector->seat);
	injector->touch_device = weston_touch_create_touch_device(weston_seat_get_touch(&injector->seat),
								 "tactile-touch", NULL, NULL);
	return injector->touch_device ? NULL : "cannot create the touch device";
}

static const char *
run_pointer_motion(struct injector *injector, struct command *command)
{
	double x, y;
	if (!parse_point(command, 1, &x, &y))
		return bad_arguments;
	notify_motion_absolute(&injector->seat, &command->time, x, y);
	return NULL;
}

static const char *
run_button(struct injector *injector, struct command *command)
{
	int32_t code;
	bool pressed;
	const char *refusal = update_held(&injector->buttons, command, &code, &pressed);
	if (refusal)
		return refusal;
	notify_button(&injector->seat, &command->time, code,
		      pressed ? WL_POINTER_BUTTON_STATE_PRESSED : WL_POINTER_BUTTON_STATE_RELEASED);
	return NULL;
}

static const char *
run_axis(struct injector *injector, struct command *command)
{
	struct weston_pointer_axis_event event = { 0 };
	if (strcmp(command->words[1], "vertical") == 0)
		event.axis = WL_POINTER_AXIS_VERTICAL_SCROLL;
	else if (strcmp(command->words[1], "horizontal") == 0)
		event.axis = WL_POINTER_AXIS_HORIZONTAL_SCROLL;
	else
		return bad_arguments;
	if (!parse_double(command->words[2], &event.value))
		return bad_arguments;
	notify_axis(&injector->seat, &command->time, &event);
	return NULL;
}

static const char *
run_pointer_frame(struct injector *injector, struct command *command)
{
	notify_pointer_frame(&injector->seat);
	return NULL;
}

static const char *
run_key(struct injector *injector, struct command *command)
{
	int32_t code;
	bool pressed;
	const char *refusal = update_held(&injector->keys, command, &code, &pressed);
	if (refusal)
		return refusal;
	notify_key(&injector->seat, &command->time, (uint32_t)code,
		   pressed ? WL_KEYBOARD_KEY_STATE_PRESSED : WL_KEYBOARD_KEY_STATE_RELEASED,
		   STATE_UPDATE_AUTOMATIC);
	return NULL;
}

/*
 * A query, not an event: which client owns the surface that input at X,Y goes to. weston
 * picks the view for a touch-down or pointer focus the same way, so a test waits on this to
 * know that a client's window has mapped where it will touch. Answers "ok PID SX SY" with
 * the point in the surface's own coordinates (X - SX, Y - SY is where the surface is on
 * screen, even where a panel hides part of it), or "ok 0" when no client surface is there
 * (the shell's background, or nothing).
 */
static const char *
run_client_at(struct injector *injector, struct command *command)
{
	double x, y;
	wl_fixed_t sx, sy;
	pid_t pid = 0;
	if (!parse_point(command, 1, &x, &y))
		return bad_arguments;
	struct weston_view *view = weston_compositor_pick_view(injector->compositor, wl_fixed_from_double(x),
							       wl_fixed_from_double(y), &sx, &sy);
	if (view && view->surface->resource)
		wl_client_get_credentials(wl_resource_get_client(view->surface->resource), &pid, NULL, NULL);
	if (pid)
		snprintf(command->answer, sizeof command->answer, "%d %.2f %.2f", (int)pid, wl_fixed_to_double(sx),
			 wl_fixed_to_double(sy));
	else
		snprintf(command->answer, sizeof command->answer, "0");
	return NULL;
}

struct command_spec {
	const char *name;
	int arguments;
	const char *usage;
	const char *(*run)(struct injector *injector, struct command *command);
};

static const struct command_spec commands[] = {
	{ "ping", 0, "usage: ping", run_ping },
	{ "touch-down", 3, "usage: touch-down ID X Y [@MS]", run_touch_down },
	{ "touch-motion", 3, "usage: touch-motion ID X Y [@MS]", run_touch_motion },
	{ "touch-up", 1, "usage: touch-up ID [@MS]", run_touch_up },
	{ "touch-frame", 0, "usage: touch-frame", run_touch_frame },
	{ "touch-cancel", 0, "usage: touch-cancel", run_touch_cancel },
	{ "touch-unplug", 0, "usage: touch-unplug", run_touch_unplug },
	{ "touch-plug", 0, "usage: touch-plug", run_touch_plug },
	{ "pointer-motion", 2, "usage: pointer-motion X Y [@MS]", run_pointer_motion },
	{ "button", 2, "usage: button CODE pressed|released [@MS]", run_button },
	{ "axis", 2, "usage: axis vertical|horizontal VALUE [@MS]", run_axis },
	{ "pointer-frame", 0, "usage: pointer-frame", run_pointer_frame },
	{ "key", 2, "usage: key CODE pressed|released [@MS]", run_key },
	{ "client-at", 2, "usage: client-at X Y", run_client_at },
};

/* Runs one command line, parsed into `command`; returns NULL on success or the reason it failed. */
static const char *
run_line(struct injector *injector, char *line, struct command *command)
{
	const char *error = command_parse(line, command);
	if (error)
		return error;

	for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++) {
		const struct command_spec *spec = &commands[i];
		if (strcmp(command->words[0], spec->name) != 0)
			continue;
		if (command->count != spec->arguments + 1)
			return spec->usage;
		error = spec->run(injector, command);
		return error == bad_arguments ? spec->usage : error;
	}
	return "unknown command";
}

static void
connection_close(struct connection *connection)
{
	wl_event_source_remove(connection->source);
	close(connection->fd);
	wl_list_remove(&connection->link);
	free(connection);
}

/* Hands the events of the lines run so far to the clients, flushes them, then writes those
 * lines' replies; false when the peer is gone. */
static bool
connection_flush(struct connection *connection)
{
	if (connection->replies_length == 0)
		return true;
	wl_display_flush_clients(connection->injector->compositor->wl_display);
	size_t length = connection->replies_length;
	connection->replies_length = 0;
	for (size_t sent = 0; sent < length;) {
		ssize_t n = send(connection->fd, connection->replies + sent, length - sent, MSG_NOSIGNAL);
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			return false;
		sent += (size_t)n;
	}
	return true;
}

/* Runs the complete line in connection->line and queues its reply: "error <why>", or "ok"
 * followed by a query's answer, if any; false when the connection must close. */
static bool
connection_handle_line(struct connection *connection)
{
	struct command command = { .answer = "" };
	const char *error;
	if (connection->overlong) {
		connection->overlong = false;
		error = "line too long";
	} else {
		connection->line[connection->length] = '\0';
		error = run_line(connection->injector, connection->line, &command);
	}
	connection->length = 0;
	if (sizeof connection->replies - connection->replies_length < REPLY_MAX_BYTES &&
	    !connection_flush(connection))
		return false;
	char *reply = connection->replies + connection->replies_length;
	int length = error ? snprintf(reply, REPLY_MAX_BYTES, "error %s\n", error)
		     : *command.answer ? snprintf(reply, REPLY_MAX_BYTES, "ok %s\n", command.answer)
				       : snprintf(reply, REPLY_MAX_BYTES, "ok\n");
	connection->replies_length += (size_t)length < REPLY_MAX_BYTES ? (size_t)length : REPLY_MAX_BYTES - 1;
	return true;
}

static int
connection_readable(int fd, uint32_t mask, void *data)
{
	struct connection *connection = data;
	char buffer[1024];

	ssize_t n = (mask & WL_EVENT_READABLE) ? read(fd, buffer, sizeof buffer) : 0;
	if (n < 0 && (errno == EINTR || errno == EAGAIN))
		return 0;
	if (n <= 0) {
		connection_close(connection);
		return 0;
	}
	for (ssize_t i = 0; i < n; i++) {
		if (buffer[i] == '\n') {
			if (!connection_handle_line(connection)) {
				connection_close(connection);
				return 0;
			}
		} else if (connection->length < LINE_MAX_BYTES) {
			connection->line[connection->length++] = buffer[i];
		} else {
			connection->overlong = true;
		}
	}
	if (!connection_flush(connection))
		connection_close(connection);
	return 0;
}

static int
listener_readable(int fd, uint32_t mask, void *data)
{
	struct injector *injector = data;
	int client = accept4(fd, NULL, NULL, SOCK_CLOEXEC);
	if (client < 0) {
		weston_log("tactile-inject: accept failed: %s\n", strerror(errno));
		return 0;
	}
	struct connection *connection = calloc(1, sizeof *connection);
	if (!connection) {
		close(client);
		return 0;
	}
	connection->injector = injector;
	connection->fd = client;
	connection->source = wl_event_loop_add_fd(wl_display_get_event_loop(injector->compositor->wl_display),
						  client, WL_EVENT_READABLE, connection_readable, connection);
	if (!connection->source) {
		close(client);
		free(connection);
		return 0;
	}
	wl_list_insert(&injector->connections, &connection->link);
	return 0;
}

static void
injector_destroy(struct wl_listener *listener, void *data)
{
	struct injector *injector = wl_container_of(listener, injector, compositor_destroy);
	struct connection *connection, *next;

	wl_list_remove(&injector->compositor_destroy.link);
	wl_list_for_each_safe(connection, next, &injector->connections, link)
		connection_close(connection);
	wl_event_source_remove(injector->listen_source);
	close(injector->listen_fd);
	if (injector->watch_source)
		wl_event_source_remove(injector->watch_source);
	if (injector->watch_fd >= 0)
		close(injector->watch_fd);
	unlink(injector->address.sun_path);
	/* weston_touch_destroy requires the touch device list to be empty. */
	if (injector->touch_device)
		weston_touch_device_destroy(injector->touch_device);
	weston_seat_release(&injector->seat);
	free(injector);
}

/* Binds and listens on `path`; -1 with a logged reason on failure. */
static int
listen_on(struct injector *injector, const char *path)
{
	if (strlen(path) >= sizeof injector->address.sun_path) {
		weston_log("tactile-inject: socket path too long: %s\n", path);
		return -1;
	}
	injector->address.sun_family = AF_UNIX;
	strcpy(injector->address.sun_path, path);
	unlink(path);

	int fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
	if (fd < 0 || bind(fd, (struct sockaddr *)&injector->address, sizeof injector->address) < 0 ||
	    listen(fd, 8) < 0) {
		weston_log("tactile-inject: cannot listen on %s: %s\n", path, strerror(errno));
		if (fd >= 0)
			close(fd);
		return -1;
	}
	return fd;
}

static int
watched_process_exited(int fd, uint32_t mask, void *data)
{
	struct injector *injector = data;
	weston_log("tactile-inject: the watched process ended, stopping weston\n");
	wl_event_source_remove(injector->watch_source);
	injector->watch_source = NULL;
	weston_compositor_exit(injector->compositor);
	return 0;
}

/* Watches the process named by TACTILE_INJECT_WATCH_PID, if set; false on a bad value. */
static bool
watch_parent(struct injector *injector)
{
	const char *text = getenv("TACTILE_INJECT_WATCH_PID");
	long pid;
	if (!text || !*text)
		return true;
	if (!parse_int(text, 1, INT32_MAX, &pid))
		return false;
	injector->watch_fd = (int)syscall(SYS_pidfd_open, (pid_t)pid, 0);
	if (injector->watch_fd < 0)
		return false;
	injector->watch_source = wl_event_loop_add_fd(wl_display_get_event_loop(injector->compositor->wl_display),
						      injector->watch_fd, WL_EVENT_READABLE,
						      watched_process_exited, injector);
	return injector->watch_source != NULL;
}

/* Undoes a partial setup; weston then exits because the module failed. */
static int
injector_fail(struct injector *injector)
{
	if (injector->watch_source)
		wl_event_source_remove(injector->watch_source);
	if (injector->watch_fd >= 0)
		close(injector->watch_fd);
	if (injector->touch_device)
		weston_touch_device_destroy(injector->touch_device);
	weston_seat_release(&injector->seat);
	free(injector);
	return -1;
}

WL_EXPORT int
wet_module_init(struct weston_compositor *compositor, int *argc, char *argv[])
{
	const char *path = getenv("TACTILE_INJECT_SOCKET");
	if (!path || !*path) {
		weston_log("tactile-inject: TACTILE_INJECT_SOCKET is not set\n");
		return -1;
	}
	struct injector *injector = calloc(1, sizeof *injector);
	if (!injector)
		return -1;
	injector->compositor = compositor;
	injector->watch_fd = -1;
	wl_list_init(&injector->connections);

	weston_seat_init(&injector->seat, compositor, "tactile");
	weston_seat_init_pointer(&injector->seat);
	weston_seat_init_touch(&injector->seat);
	/* No ops: not calibratable, so every touch passes norm == NULL. */
	injector->touch_device = weston_touch_create_touch_device(weston_seat_get_touch(&injector->seat),
								 "tactile-touch", NULL, NULL);
	/* NULL keymap: the compositor's configured one (weston.ini [keyboard], default us). */
	if (!injector->touch_device || weston_seat_init_keyboard(&injector->seat, NULL) < 0) {
		weston_log("tactile-inject: cannot set up the seat's touch device or keyboard\n");
		return injector_fail(injector);
	}

	if (!watch_parent(injector)) {
		weston_log("tactile-inject: cannot watch process %s: %s\n",
			   getenv("TACTILE_INJECT_WATCH_PID"), strerror(errno));
		return injector_fail(injector);
	}

	injector->listen_fd = listen_on(injector, path);
	if (injector->listen_fd < 0)
		return injector_fail(injector);
	injector->listen_source = wl_event_loop_add_fd(wl_display_get_event_loop(compositor->wl_display),
						       injector->listen_fd, WL_EVENT_READABLE,
						       listener_readable, injector);
	if (!injector->listen_source) {
		close(injector->listen_fd);
		return injector_fail(injector);
	}

	injector->compositor_destroy.notify = injector_destroy;
	wl_signal_add(&compositor->destroy_signal, &injector->compositor_destroy);
	weston_log("tactile-inject: seat \"tactile\" ready, commands on %s\n", path);
	return 0;
}
