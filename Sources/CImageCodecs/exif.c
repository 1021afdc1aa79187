#include "exif.h"
#include <string.h>

static unsigned read16(const uint8_t *p, int little_endian) {
    return little_endian ? (unsigned)(p[0] | p[1] << 8) : (unsigned)(p[0] << 8 | p[1]);
}

static uint32_t read32(const uint8_t *p, int little_endian) {
    return little_endian ? (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24
                         : (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | (uint32_t)p[3];
}

int tactile_exif_orientation(const uint8_t *data, size_t length) {
    if (length < 6 + 8 || memcmp(data, "Exif\0\0", 6) != 0) return 1;
    const uint8_t *tiff = data + 6;
    size_t size = length - 6;
    int little_endian;
    if (tiff[0] == 'I' && tiff[1] == 'I') little_endian = 1;
    else if (tiff[0] == 'M' && tiff[1] == 'M') little_endian = 0;
    else return 1;
    if (read16(tiff + 2, little_endian) != 42) return 1;
    size_t ifd = read32(tiff + 4, little_endian);
    if (ifd > size - 2) return 1;
    size_t entries = read16(tiff + ifd, little_endian);
    for (size_t i = 0; i < entries; i++) {
        size_t entry = ifd + 2 + 12 * i;
        if (size < 12 || entry > size - 12) return 1;
        /* A SHORT (type 3) whose value sits in the first two bytes of the value field. */
        if (read16(tiff + entry, little_endian) == 0x0112 && read16(tiff + entry + 2, little_endian) == 3) {
            unsigned orientation = read16(tiff + entry + 8, little_endian);
            return orientation >= 1 && orientation <= 8 ? (int)orientation : 1;
        }
    }
    return 1;
}
