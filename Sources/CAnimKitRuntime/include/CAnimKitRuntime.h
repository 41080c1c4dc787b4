#ifndef CANIMKITRUNTIME_H
#define CANIMKITRUNTIME_H

#include <stdbool.h>
#include <stdint.h>

/// Makes a clip's main actor: while a thread renders a clip, the main actor's jobs enqueued on that thread run on
/// it, at the clip's virtual times.
///
/// SwiftUI code is main-actor code: a `Task { }` started in a view method, or a continuation resumed on the main
/// actor, is enqueued on the main actor's executor. AnimKit installs its own executor as the main actor's (the
/// Swift runtime's `swift_task_getMainExecutor` hook); it hands the jobs enqueued on a thread that has a route to
/// that route (the rendering clip's job queue) and sends every other job to the main queue, as before. Jobs a
/// rendering thread enqueues on the global executor (a nonisolated task, a task resuming off the main actor) go to
/// the route too (the `swift_task_enqueueGlobal` hook), so a clip's tasks never run on other threads.

/// Called with the route of the rendering thread and a job the runtime enqueued on the global executor there.
typedef void (*animkit_global_router)(void *_Nonnull route, void *_Nonnull job);

/// Installs the main executor (`identity` and `implementation` are the two words of its `UnownedSerialExecutor`)
/// and the router for the global executor's jobs enqueued on a thread with a route (once per process).
void animkit_main_executor_install(const void *_Nonnull identity, uintptr_t implementation,
                                   animkit_global_router _Nonnull router);

/// The rendering thread's route (an unretained pointer to the clip's job queue), or NULL.
void *_Nullable animkit_main_route_get(void);

/// Sets the calling thread's route; NULL sends its main-actor jobs to the main queue again.
void animkit_main_route_set(void *_Nullable route);

/// Makes the C library's standard output line-buffered (Swift 6 code cannot name `stdout`, a mutable global):
/// what views `print` into a pipe then arrives line by line instead of when a buffer fills.
void animkit_stdout_line_buffered(void);

/// Flushes the C library's standard output; 1 when a write of it failed (a closed, full or broken output), else 0.
int animkit_stdout_flush_failed(void);

/// Maps the pixels of a `width`×`height` premultiplied BGRA image (rows `stride` bytes apart) through a colour
/// matrix (`matrix`: 20 floats, row by row), four pixels at a time, with the arithmetic of the scalar pass in
/// ColorFiltering.swift operation for operation; the last `width % 4` pixels of each row are left to it.
/// Transparent pixels stay as they are unless `createsAlpha`.
void animkit_color_matrix_lanes(uint8_t *_Nonnull pixels, intptr_t width, intptr_t height, intptr_t stride,
                                const float *_Nonnull matrix, bool createsAlpha);

/// Called with the type metadata of each type found to conform.
typedef void (*animkit_conformer_found)(const void *_Nonnull metadata, void *_Nullable context);

/// Calls `found` with every non-generic type in the running program (every loaded image) that conforms to the
/// protocol `protocol` of module `module` — how `PreviewCatalog` finds the types `#Preview` declares and the
/// `PreviewProvider`s.
void animkit_enumerate_conformers(const char *_Nonnull module, const char *_Nonnull protocol,
                                  animkit_conformer_found _Nonnull found, void *_Nullable context);

#endif
