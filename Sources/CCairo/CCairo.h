#ifndef CCAIRO_H
#define CCAIRO_H
#include <cairo.h>
#include <pango/pangocairo.h>
#include <pango/pango-font.h>
#include <pixman.h>
#endif
