/*
 * tactile-inject: a weston 10 module that gives a headless weston a seat with touch,
 * pointer and keyboard, and feeds it input on command, for Tactile's real-compositor tests.
 *
 * Build: cc -shared -fPIC tactile-inject.c $(pkg-config --cflags --libs libweston-10 wayland-server)
 * Load:  weston --modules=/absolute/path/tactile-inject.so   (env TACTILE_INJECT_SOCKET=/path)
 *
 * Command channel: a unix stream socket at $TACTILE_INJECT_SOCKET, served from weston's own
 * event loop. One command per line, one reply line per command: "ok" or "error <why>". The
 * reply is written only after weston has handed the events to its clients and flushed them,
 * so a test that read "ok" knows the events are in the client's socket.
 *
 *   ping
 *   touch-down ID X Y      touch-motion ID X Y      touch-up ID
 *   touch-frame            touch-cancel
 *   pointer-motion X Y     button CODE pressed|released
 *   axis vertical|horizontal VALUE                  pointer-frame
 *   key CODE pressed|released
 *
 * X and Y are global compositor coordinates in logical pixels (the surface coordinates of a
 * fullscreen kiosk window on the output at 0,0). CODE is a linux input event code (BTN_LEFT
 * is 272, KEY_A is 30). VALUE is in wl_pointer.axis units (one wheel click is usually 10 or 15).
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
};

struct injector {
	struct weston_compositor *compositor;
	struct weston_seat seat;
	struct weston_touch_device *touch_device;
	int listen_fd;
	struct wl_event_source *listen_source;
	struct wl_list connections;
	struct wl_listener compositor_destroy;
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

/* A parsed command: its words, and the event time (from "@MS" or CLOCK_MONOTONIC). */
struct command {
	char *words[WORDS_MAX];
	int count;
	struct timespec time;
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
command_is(const struct command *command, const char *name, int arguments)
{
	return strcmp(command->words[0], name) == 0 && command->count == arguments + 1;
}

static bool
parse_touch_id(const char *word, int32_t *id)
{
	long value;
	if (!parse_int(word, 0, INT32_MAX, &value))
		return false;
	*id = (int32_t)value;
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

/*
 * weston 10's default touch grab ignores cancel (default_grab_touch_cancel is empty), so the
 * injector sends wl_touch.cancel to the focused client itself, after letting any compositor
 * grab end through notify_touch_cancel. It then lifts the held touches with the focus
 * cleared, which keeps weston's touch count and idle inhibition balanced while sending
 * nothing more to the client.
 */
static void
cancel_touches(struct injector *injector)
{
	struct weston_touch *touch = weston_seat_get_touch(&injector->seat);
	struct wl_resource *resource;
	struct timespec now;

	notify_touch_cancel(injector->touch_device);
	wl_resource_for_each(resource, &touch->focus_resource_list)
		wl_touch_send_cancel(resource);

	weston_touch_set_focus(touch, NULL);
	clock_gettime(CLOCK_MONOTONIC, &now);
	while (injector->touches.count > 0) {
		int32_t id = injector->touches.codes[0];
		notify_touch_normalized(injector->touch_device, &now, id, 0, 0, NULL, WL_TOUCH_UP);
		held_remove(&injector->touches, id);
	}
}

static const char *
run_touch(struct injector *injector, const struct command *command)
{
	int32_t id;
	double x, y;

	if (command_is(command, "touch-down", 3)) {
		if (!parse_touch_id(command->words[1], &id) || !parse_point(command, 2, &x, &y))
			return "usage: touch-down ID X Y";
		if (held_contains(&injector->touches, id))
			return "touch ID is already down";
		if (!held_add(&injector->touches, id))
			return "too many touches down";
		notify_touch_normalized(injector->touch_device, &command->time, id, x, y, NULL, WL_TOUCH_DOWN);
	} else if (command_is(command, "touch-motion", 3)) {
		if (!parse_touch_id(command->words[1], &id) || !parse_point(command, 2, &x, &y))
			return "usage: touch-motion ID X Y";
		if (!held_contains(&injector->touches, id))
			return "touch ID is not down";
		notify_touch_normalized(injector->touch_device, &command->time, id, x, y, NULL, WL_TOUCH_MOTION);
	} else if (command_is(command, "touch-up", 1)) {
		if (!parse_touch_id(command->words[1], &id))
			return "usage: touch-up ID";
		if (!held_contains(&injector->touches, id))
			return "touch ID is not down";
		held_remove(&injector->touches, id);
		notify_touch_normalized(injector->touch_device, &command->time, id, 0, 0, NULL, WL_TOUCH_UP);
	} else if (command_is(command, "touch-frame", 0)) {
		notify_touch_frame(injector->touch_device);
	} else if (command_is(command, "touch-cancel", 0)) {
		cancel_touches(injector);
	} else {
		return "usage: touch-down|touch-motion|touch-up|touch-frame|touch-cancel";
	}
	return NULL;
}

/* Checks and records a press or release of `code` in `set`; NULL, or why it is refused. */
static const char *
update_held(struct held_set *set, int32_t code, bool pressed)
{
	if (pressed) {
		if (held_contains(set, code))
			return "already pressed";
		if (!held_add(set, code))
			return "too many pressed at once";
	} else {
		if (!held_contains(set, code))
			return "not pressed";
		held_remove(set, code);
	}
	return NULL;
}

static const char *
run_pointer(struct injector *injector, const struct command *command)
{
	struct weston_seat *seat = &injector->seat;
	double x, y, value;
	long code;
	bool pressed;

	if (command_is(command, "pointer-motion", 2)) {
		if (!parse_point(command, 1, &x, &y))
			return "usage: pointer-motion X Y";
		notify_motion_absolute(seat, &command->time, x, y);
	} else if (command_is(command, "button", 2)) {
		if (!parse_int(command->words[1], 0, INT32_MAX, &code) || !parse_pressed(command->words[2], &pressed))
			return "usage: button CODE pressed|released";
		const char *refusal = update_held(&injector->buttons, (int32_t)code, pressed);
		if (refusal)
			return refusal;
		notify_button(seat, &command->time, (int32_t)code,
			      pressed ? WL_POINTER_BUTTON_STATE_PRESSED : WL_POINTER_BUTTON_STATE_RELEASED);
	} else if (command_is(command, "axis", 2)) {
		struct weston_pointer_axis_event event = { 0 };
		if (strcmp(command->words[1], "vertical") == 0)
			event.axis = WL_POINTER_AXIS_VERTICAL_SCROLL;
		else if (strcmp(command->words[1], "horizontal") == 0)
			event.axis = WL_POINTER_AXIS_HORIZONTAL_SCROLL;
		else
			return "usage: axis vertical|horizontal VALUE";
		if (!parse_double(command->words[2], &value))
			return "usage: axis vertical|horizontal VALUE";
		event.value = value;
		notify_axis(seat, &command->time, &event);
	} else if (command_is(command, "pointer-frame", 0)) {
		notify_pointer_frame(seat);
	} else {
		return "usage: pointer-motion|button|axis|pointer-frame";
	}
	return NULL;
}

static const char *
run_key(struct injector *injector, const struct command *command)
{
	long code;
	bool pressed;

	if (!command_is(command, "key", 2) || !parse_int(command->words[1], 0, INT32_MAX, &code) ||
	    !parse_pressed(command->words[2], &pressed))
		return "usage: key CODE pressed|released";
	const char *refusal = update_held(&injector->keys, (int32_t)code, pressed);
	if (refusal)
		return refusal;
	notify_key(&injector->seat, &command->time, (uint32_t)code,
		   pressed ? WL_KEYBOARD_KEY_STATE_PRESSED : WL_KEYBOARD_KEY_STATE_RELEASED,
		   STATE_UPDATE_AUTOMATIC);
	return NULL;
}

/* Runs one command line; returns NULL on success or the reason it failed. */
static const char *
run_line(struct injector *injector, char *line)
{
	struct command command;
	const char *error = command_parse(line, &command);
	if (error)
		return error;

	const char *name = command.words[0];
	if (strcmp(name, "ping") == 0)
		return command.count == 1 ? NULL : "usage: ping";
	if (strncmp(name, "touch-", 6) == 0)
		return run_touch(injector, &command);
	if (strncmp(name, "pointer-", 8) == 0 || strcmp(name, "button") == 0 || strcmp(name, "axis") == 0)
		return run_pointer(injector, &command);
	if (strcmp(name, "key") == 0)
		return run_key(injector, &command);
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

/* Writes the whole reply; false when the peer is gone. */
static bool
connection_reply(struct connection *connection, const char *error)
{
	char reply[LINE_MAX_BYTES + 16];
	int length = error ? snprintf(reply, sizeof reply, "error %s\n", error)
			   : snprintf(reply, sizeof reply, "ok\n");
	for (int sent = 0; sent < length;) {
		ssize_t n = send(connection->fd, reply + sent, (size_t)(length - sent), MSG_NOSIGNAL);
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			return false;
		sent += (int)n;
	}
	return true;
}

/* Handles the complete line in connection->line; false when the connection must close. */
static bool
connection_handle_line(struct connection *connection)
{
	const char *error;
	if (connection->overlong) {
		connection->overlong = false;
		error = "line too long";
	} else {
		connection->line[connection->length] = '\0';
		error = run_line(connection->injector, connection->line);
		/* The notify_* calls queued the events; push them to the clients before replying. */
		wl_display_flush_clients(connection->injector->compositor->wl_display);
	}
	connection->length = 0;
	return connection_reply(connection, error);
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
	unlink(injector->address.sun_path);
	/* weston_touch_destroy requires the touch device list to be empty. */
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

/* Undoes a partial setup; weston then exits because the module failed. */
static int
injector_fail(struct injector *injector)
{
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
