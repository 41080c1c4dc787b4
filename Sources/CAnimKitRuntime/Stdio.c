#include "CAnimKitRuntime.h"
#include <stdio.h>

void animkit_stdout_line_buffered(void) {
    fflush(stdout);
    setvbuf(stdout, NULL, _IOLBF, 0);
}

int animkit_stdout_flush_failed(void) {
    int failed = fflush(stdout) != 0;
    return failed || ferror(stdout) ? 1 : 0;
}
