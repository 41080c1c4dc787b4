#include "CAnimKitRuntime.h"
#include <stdio.h>

void animkit_stdout_line_buffered(void) {
    fflush(stdout);
    setvbuf(stdout, NULL, _IOLBF, 0);
}
