#include <cairo.h>
/* Cairo draws with pixman; the renderer composites cached masks and pictures with it directly
   (see PixmanCompositor.swift). */
#include <pixman.h>
