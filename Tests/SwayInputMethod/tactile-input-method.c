/* A minimal input method for the compositor tests (input-method-unstable-v2, as sway 1.7
 * speaks it), plus a virtual pointer to click with (wlr-virtual-pointer-unstable-v1).
 *
 * It binds the first seat, asks for that seat's input method and reports, one line each on
 * standard output, what the compositor tells it:
 *   ready                                  bound, waiting for commands
 *   activate | deactivate | unavailable
 *   surrounding "<text>" <cursor> <anchor> (byte offsets)
 *   content_type <hint> <purpose>
 *   done <count>                           the count of done events so far
 * Commands, one a line on standard input, act at once:
 *   click <x> <y> <width> <height>         moves the pointer to x/width, y/height of the
 *                                          layout and clicks the left button
 *   press <x> <y> <width> <height>         moves the pointer there and presses the left button
 *   move <x> <y> <width> <height>          moves the pointer there
 *   release                                releases the left button
 *   preedit <begin> <end> <text>           set_preedit_string, then commit
 *   commit <text>                          commit_string, then commit
 *   delete <before> <after>                delete_surrounding_text, then commit
 * Each commit carries the number of done events received, as the protocol asks. Exits when
 * standard input ends or the compositor goes away. */
#define _GNU_SOURCE
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <wayland-client.h>
#include "input-method-unstable-v2-client-protocol.h"
#include "wlr-virtual-pointer-unstable-v1-client-protocol.h"

#define BUTTON_LEFT 0x110

static struct wl_seat *seat;
static struct zwp_input_method_manager_v2 *im_manager;
static struct zwlr_virtual_pointer_manager_v1 *pointer_manager;
static struct zwp_input_method_v2 *input_method;
static struct zwlr_virtual_pointer_v1 *pointer;
static unsigned done_count;
static unsigned event_time = 1000;

static void global_added(void *data, struct wl_registry *registry, uint32_t name, const char *interface, uint32_t version) {
	if (strcmp(interface, wl_seat_interface.name) == 0 && !seat)
		seat = wl_registry_bind(registry, name, &wl_seat_interface, 1);
	else if (strcmp(interface, zwp_input_method_manager_v2_interface.name) == 0)
		im_manager = wl_registry_bind(registry, name, &zwp_input_method_manager_v2_interface, 1);
	else if (strcmp(interface, zwlr_virtual_pointer_manager_v1_interface.name) == 0)
		pointer_manager = wl_registry_bind(registry, name, &zwlr_virtual_pointer_manager_v1_interface, 1);
}

static void global_removed(void *data, struct wl_registry *registry, uint32_t name) {}

static const struct wl_registry_listener registry_listener = { global_added, global_removed };

static void im_activate(void *data, struct zwp_input_method_v2 *im) { printf("activate\n"); }
static void im_deactivate(void *data, struct zwp_input_method_v2 *im) { printf("deactivate\n"); }

static void im_surrounding_text(void *data, struct zwp_input_method_v2 *im, const char *text, uint32_t cursor, uint32_t anchor) {
	printf("surrounding \"%s\" %u %u\n", text, cursor, anchor);
}

static void im_text_change_cause(void *data, struct zwp_input_method_v2 *im, uint32_t cause) {}

static void im_content_type(void *data, struct zwp_input_method_v2 *im, uint32_t hint, uint32_t purpose) {
	printf("content_type %u %u\n", hint, purpose);
}

static void im_done(void *data, struct zwp_input_method_v2 *im) { printf("done %u\n", ++done_count); }
static void im_unavailable(void *data, struct zwp_input_method_v2 *im) { printf("unavailable\n"); }

static const struct zwp_input_method_v2_listener im_listener = {
	im_activate, im_deactivate, im_surrounding_text, im_text_change_cause, im_content_type, im_done, im_unavailable,
};

static void click(unsigned x, unsigned y, unsigned width, unsigned height) {
	zwlr_virtual_pointer_v1_motion_absolute(pointer, event_time, x, y, width, height);
	zwlr_virtual_pointer_v1_frame(pointer);
	zwlr_virtual_pointer_v1_button(pointer, event_time += 10, BUTTON_LEFT, WL_POINTER_BUTTON_STATE_PRESSED);
	zwlr_virtual_pointer_v1_frame(pointer);
	zwlr_virtual_pointer_v1_button(pointer, event_time += 50, BUTTON_LEFT, WL_POINTER_BUTTON_STATE_RELEASED);
	zwlr_virtual_pointer_v1_frame(pointer);
	event_time += 500;
}

static void move(unsigned x, unsigned y, unsigned width, unsigned height) {
	zwlr_virtual_pointer_v1_motion_absolute(pointer, event_time += 16, x, y, width, height);
	zwlr_virtual_pointer_v1_frame(pointer);
}

static void button(int pressed) {
	zwlr_virtual_pointer_v1_button(pointer, event_time += 16, BUTTON_LEFT,
				       pressed ? WL_POINTER_BUTTON_STATE_PRESSED : WL_POINTER_BUTTON_STATE_RELEASED);
	zwlr_virtual_pointer_v1_frame(pointer);
}

/* Runs one command line; returns 0 for one it does not understand. */
static int run_command(char *line) {
	unsigned x, y, width, height, before, after;
	int begin, end, used = 0;
	if (sscanf(line, "click %u %u %u %u", &x, &y, &width, &height) == 4) {
		click(x, y, width, height);
	} else if (sscanf(line, "press %u %u %u %u", &x, &y, &width, &height) == 4) {
		move(x, y, width, height);
		button(1);
	} else if (sscanf(line, "move %u %u %u %u", &x, &y, &width, &height) == 4) {
		move(x, y, width, height);
	} else if (strcmp(line, "release") == 0 || strcmp(line, "release\n") == 0) {
		button(0);
	} else if (sscanf(line, "preedit %d %d %n", &begin, &end, &used) == 2 && used > 0) {
		zwp_input_method_v2_set_preedit_string(input_method, line + used, begin, end);
		zwp_input_method_v2_commit(input_method, done_count);
	} else if (strncmp(line, "commit ", 7) == 0) {
		zwp_input_method_v2_commit_string(input_method, line + 7);
		zwp_input_method_v2_commit(input_method, done_count);
	} else if (sscanf(line, "delete %u %u", &before, &after) == 2) {
		zwp_input_method_v2_delete_surrounding_text(input_method, before, after);
		zwp_input_method_v2_commit(input_method, done_count);
	} else {
		return 0;
	}
	return 1;
}

int main(void) {
	setvbuf(stdout, NULL, _IOLBF, 0);
	struct wl_display *display = wl_display_connect(NULL);
	if (!display) {
		fprintf(stderr, "tactile-input-method: cannot connect to the compositor\n");
		return 1;
	}
	struct wl_registry *registry = wl_display_get_registry(display);
	wl_registry_add_listener(registry, &registry_listener, NULL);
	wl_display_roundtrip(display);
	if (!seat || !im_manager || !pointer_manager) {
		fprintf(stderr, "tactile-input-method: the compositor lacks a seat, zwp_input_method_manager_v2 or zwlr_virtual_pointer_manager_v1\n");
		return 1;
	}
	input_method = zwp_input_method_manager_v2_get_input_method(im_manager, seat);
	zwp_input_method_v2_add_listener(input_method, &im_listener, NULL);
	pointer = zwlr_virtual_pointer_manager_v1_create_virtual_pointer(pointer_manager, seat);
	wl_display_roundtrip(display);
	printf("ready\n");

	/* Commands are read with read(2), not stdio, so that poll sees every line that waits. */
	char pending[8400];
	size_t pending_length = 0;
	struct pollfd fds[2] = { { wl_display_get_fd(display), POLLIN, 0 }, { 0, POLLIN, 0 } };
	for (;;) {
		if (wl_display_flush(display) < 0) break;
		if (poll(fds, 2, -1) < 0) break;
		if (fds[0].revents & (POLLERR | POLLHUP)) break;
		if ((fds[0].revents & POLLIN) && wl_display_dispatch(display) < 0) break;
		if (fds[1].revents & (POLLIN | POLLHUP)) {
			ssize_t count = read(0, pending + pending_length, sizeof pending - 1 - pending_length);
			if (count <= 0) break;
			pending_length += (size_t)count;
			char *newline;
			while ((newline = memchr(pending, '\n', pending_length))) {
				*newline = '\0';
				if (!run_command(pending)) fprintf(stderr, "tactile-input-method: unknown command %s\n", pending);
				pending_length -= (size_t)(newline + 1 - pending);
				memmove(pending, newline + 1, pending_length);
			}
			if (pending_length == sizeof pending - 1) break; /* A line too long for any command. */
		}
	}
	zwlr_virtual_pointer_v1_destroy(pointer);
	zwp_input_method_v2_destroy(input_method);
	wl_display_disconnect(display);
	return 0;
}
