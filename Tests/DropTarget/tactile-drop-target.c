/*
 * A real other app for the drag-out tests: a maximized toplevel, filled with one colour,
 * that takes text dropped on it through wl_data_device (version 3).
 *
 * Usage: tactile-drop-target copy|move [TYPE]
 *   The first argument is the action it prefers (it allows both); TYPE is the MIME type it
 *   takes (default text/plain;charset=utf-8).
 *
 * Report lines on stdout:
 *   ready                        the window is drawn (after its first configure)
 *   enter <types>                a drag came over it (its MIME types, comma separated)
 *   action <n>                   the compositor chose action n (1 copy, 2 move)
 *   dropped <n> <text>           a drop of text arrived: the action and the text read whole;
 *                                the offer is then finished and the client ends
 *   dropped <n> <type> <length> bytes <w>x<h>
 *                                the same for another type: its length, and for a PNG its
 *                                size from the header (0x0 when it is not a PNG)
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>
#include <wayland-client.h>
#include "xdg-shell-client-protocol.h"

static const char text_type[] = "text/plain;charset=utf-8";

struct target {
	struct wl_display *display;
	struct wl_compositor *compositor;
	struct wl_shm *shm;
	struct xdg_wm_base *wm_base;
	struct wl_seat *seat;
	struct wl_data_device_manager *manager;
	struct wl_data_device *device;
	struct wl_surface *surface;
	struct xdg_surface *xdg_surface;
	struct xdg_toplevel *toplevel;
	struct wl_data_offer *offer;       /* the drag's offer while over us */
	char types[1024];                  /* the newest offer's MIME types */
	const char *wanted;                /* the MIME type it takes */
	int offers_wanted;
	uint32_t action;
	uint32_t preferred;
	int width, height, drawn;
};

static void say(const char *line) { printf("%s\n", line); fflush(stdout); }

static void draw(struct target *t)
{
	int width = t->width > 0 ? t->width : 400, height = t->height > 0 ? t->height : 300;
	int stride = width * 4, size = stride * height;
	int fd = memfd_create("drop-target", MFD_CLOEXEC);
	if (fd < 0 || ftruncate(fd, size) < 0) { perror("memfd"); exit(1); }
	uint32_t *pixels = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
	if (pixels == MAP_FAILED) { perror("mmap"); exit(1); }
	for (int i = 0; i < width * height; i++) pixels[i] = 0xff3050a0;
	munmap(pixels, size);
	struct wl_shm_pool *pool = wl_shm_create_pool(t->shm, fd, size);
	struct wl_buffer *buffer = wl_shm_pool_create_buffer(pool, 0, width, height, stride, WL_SHM_FORMAT_ARGB8888);
	wl_shm_pool_destroy(pool);
	close(fd);
	wl_surface_attach(t->surface, buffer, 0, 0);
	wl_surface_damage_buffer(t->surface, 0, 0, width, height);
	wl_surface_commit(t->surface);
}

static void offer_offer(void *data, struct wl_data_offer *offer, const char *type)
{
	struct target *t = data;
	if (strlen(t->types) + strlen(type) + 2 < sizeof t->types) {
		if (t->types[0]) strcat(t->types, ",");
		strcat(t->types, type);
	}
	if (strcmp(type, t->wanted) == 0) t->offers_wanted = 1;
}

static void offer_source_actions(void *data, struct wl_data_offer *offer, uint32_t actions) {}

static void offer_action(void *data, struct wl_data_offer *offer, uint32_t action)
{
	struct target *t = data;
	char line[32];
	t->action = action;
	snprintf(line, sizeof line, "action %u", action);
	say(line);
}

static const struct wl_data_offer_listener offer_listener = { offer_offer, offer_source_actions, offer_action };

static void device_data_offer(void *data, struct wl_data_device *device, struct wl_data_offer *offer)
{
	struct target *t = data;
	t->types[0] = 0;
	t->offers_wanted = 0;
	wl_data_offer_add_listener(offer, &offer_listener, t);
}

static void device_enter(void *data, struct wl_data_device *device, uint32_t serial, struct wl_surface *surface,
			 wl_fixed_t x, wl_fixed_t y, struct wl_data_offer *offer)
{
	struct target *t = data;
	char line[1100];
	t->offer = offer;
	snprintf(line, sizeof line, "enter %s", t->types);
	say(line);
	if (!offer) return;
	wl_data_offer_accept(offer, serial, t->offers_wanted ? t->wanted : NULL);
	wl_data_offer_set_actions(offer, WL_DATA_DEVICE_MANAGER_DND_ACTION_COPY | WL_DATA_DEVICE_MANAGER_DND_ACTION_MOVE,
				  t->preferred);
}

static void device_leave(void *data, struct wl_data_device *device)
{
	struct target *t = data;
	if (t->offer) wl_data_offer_destroy(t->offer);
	t->offer = NULL;
}

static void device_motion(void *data, struct wl_data_device *device, uint32_t time, wl_fixed_t x, wl_fixed_t y) {}

static void device_drop(void *data, struct wl_data_device *device)
{
	struct target *t = data;
	int ends[2];
	static char text[1 << 20];
	char line[4200];
	size_t length = 0;
	if (!t->offer || !t->offers_wanted || pipe(ends) < 0) return;
	wl_data_offer_receive(t->offer, t->wanted, ends[1]);
	close(ends[1]);
	wl_display_flush(t->display);
	/* The source writes from its own event loop: a blocking read here waits for it alone. */
	for (;;) {
		ssize_t count = read(ends[0], text + length, sizeof text - 1 - length);
		if (count < 0 && errno == EINTR) continue;
		if (count <= 0) break;
		length += (size_t)count;
		if (length == sizeof text - 1) break;
	}
	close(ends[0]);
	text[length] = 0;
	if (strcmp(t->wanted, text_type) == 0) {
		snprintf(line, sizeof line, "dropped %u %.4000s", t->action, text);
	} else {
		/* A PNG starts with its 8-byte signature, then the IHDR chunk: width and height are
		 * big-endian at bytes 16 and 20. */
		static const unsigned char png[8] = { 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n' };
		const unsigned char *b = (const unsigned char *)text;
		unsigned width = 0, height = 0;
		if (length >= 24 && memcmp(b, png, 8) == 0) {
			width = (unsigned)b[16] << 24 | (unsigned)b[17] << 16 | (unsigned)b[18] << 8 | b[19];
			height = (unsigned)b[20] << 24 | (unsigned)b[21] << 16 | (unsigned)b[22] << 8 | b[23];
		}
		snprintf(line, sizeof line, "dropped %u %s %zu bytes %ux%u", t->action, t->wanted, length, width, height);
	}
	say(line);
	wl_data_offer_finish(t->offer);
	wl_data_offer_destroy(t->offer);
	t->offer = NULL;
	wl_display_roundtrip(t->display);
	exit(0);
}

static void device_selection(void *data, struct wl_data_device *device, struct wl_data_offer *offer)
{
	if (offer) wl_data_offer_destroy(offer);
}

static const struct wl_data_device_listener device_listener = {
	device_data_offer, device_enter, device_leave, device_motion, device_drop, device_selection,
};

static void wm_base_ping(void *data, struct xdg_wm_base *base, uint32_t serial) { xdg_wm_base_pong(base, serial); }
static const struct xdg_wm_base_listener wm_base_listener = { wm_base_ping };

static void xdg_surface_configure(void *data, struct xdg_surface *surface, uint32_t serial)
{
	struct target *t = data;
	xdg_surface_ack_configure(surface, serial);
	draw(t);
	if (!t->drawn) {
		t->drawn = 1;
		wl_display_roundtrip(t->display);
		say("ready");
	}
}
static const struct xdg_surface_listener xdg_surface_listener = { xdg_surface_configure };

static void toplevel_configure(void *data, struct xdg_toplevel *toplevel, int32_t width, int32_t height, struct wl_array *states)
{
	struct target *t = data;
	t->width = width;
	t->height = height;
}
static void toplevel_close(void *data, struct xdg_toplevel *toplevel) { exit(0); }
static void toplevel_bounds(void *data, struct xdg_toplevel *toplevel, int32_t width, int32_t height) {}
static void toplevel_capabilities(void *data, struct xdg_toplevel *toplevel, struct wl_array *capabilities) {}
static const struct xdg_toplevel_listener toplevel_listener = {
	toplevel_configure, toplevel_close, toplevel_bounds, toplevel_capabilities,
};

static void registry_global(void *data, struct wl_registry *registry, uint32_t name, const char *interface, uint32_t version)
{
	struct target *t = data;
	if (strcmp(interface, "wl_compositor") == 0)
		t->compositor = wl_registry_bind(registry, name, &wl_compositor_interface, 4);
	else if (strcmp(interface, "wl_shm") == 0)
		t->shm = wl_registry_bind(registry, name, &wl_shm_interface, 1);
	else if (strcmp(interface, "xdg_wm_base") == 0)
		t->wm_base = wl_registry_bind(registry, name, &xdg_wm_base_interface, 1);
	else if (strcmp(interface, "wl_seat") == 0 && !t->seat)
		t->seat = wl_registry_bind(registry, name, &wl_seat_interface, 1);
	else if (strcmp(interface, "wl_data_device_manager") == 0 && version >= 3)
		t->manager = wl_registry_bind(registry, name, &wl_data_device_manager_interface, 3);
}
static void registry_global_remove(void *data, struct wl_registry *registry, uint32_t name) {}
static const struct wl_registry_listener registry_listener = { registry_global, registry_global_remove };

int main(int argc, char **argv)
{
	struct target t = { 0 };
	t.preferred = argc > 1 && strcmp(argv[1], "move") == 0 ? WL_DATA_DEVICE_MANAGER_DND_ACTION_MOVE
							       : WL_DATA_DEVICE_MANAGER_DND_ACTION_COPY;
	t.wanted = argc > 2 ? argv[2] : text_type;
	t.display = wl_display_connect(NULL);
	if (!t.display) { fprintf(stderr, "no compositor\n"); return 1; }
	wl_registry_add_listener(wl_display_get_registry(t.display), &registry_listener, &t);
	wl_display_roundtrip(t.display);
	if (!t.compositor || !t.shm || !t.wm_base || !t.seat || !t.manager) {
		fprintf(stderr, "missing a global (compositor, shm, xdg_wm_base, seat, data device manager v3)\n");
		return 1;
	}
	xdg_wm_base_add_listener(t.wm_base, &wm_base_listener, &t);
	t.device = wl_data_device_manager_get_data_device(t.manager, t.seat);
	wl_data_device_add_listener(t.device, &device_listener, &t);
	t.surface = wl_compositor_create_surface(t.compositor);
	t.xdg_surface = xdg_wm_base_get_xdg_surface(t.wm_base, t.surface);
	xdg_surface_add_listener(t.xdg_surface, &xdg_surface_listener, &t);
	t.toplevel = xdg_surface_get_toplevel(t.xdg_surface);
	xdg_toplevel_add_listener(t.toplevel, &toplevel_listener, &t);
	xdg_toplevel_set_title(t.toplevel, "drop target");
	xdg_toplevel_set_maximized(t.toplevel);
	wl_surface_commit(t.surface);
	while (wl_display_dispatch(t.display) != -1) {}
	return 0;
}
