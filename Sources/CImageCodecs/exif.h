/* The one EXIF tag the decoders need. */
#pragma once
#include <stddef.h>
#include <stdint.h>

/* The orientation (tag 0x0112 of IFD0, 1-8) in an APP1 segment's data ("Exif\0\0" and a TIFF
 * structure); 1 when the data has none or is malformed. Every read is bounds-checked. */
int tactile_exif_orientation(const uint8_t *data, size_t length);
