#include "CAnimKitRuntime.h"
#include <stddef.h>

// The Swift runtime's hooks for the main executor (swift/Runtime/ConcurrencyHooks.def). A `SerialExecutorRef` is
// two words (its identity and its implementation); the hooks and the originals they are handed use the Swift
// calling convention.
typedef struct {
    const void *identity;
    uintptr_t implementation;
} executor_ref;

typedef executor_ref (__attribute__((swiftcall)) *get_main_original)(void);
typedef executor_ref (__attribute__((swiftcall)) *get_main_hook)(get_main_original original);
extern get_main_hook swift_task_getMainExecutor_hook;

typedef bool (__attribute__((swiftcall)) *is_main_original)(executor_ref executor);
typedef bool (__attribute__((swiftcall)) *is_main_hook)(executor_ref executor, is_main_original original);
extern is_main_hook swift_task_isMainExecutor_hook;

typedef void (__attribute__((swiftcall)) *enqueue_global_original)(void *job);
typedef void (__attribute__((swiftcall)) *enqueue_global_hook)(void *job, enqueue_global_original original);
extern enqueue_global_hook swift_task_enqueueGlobal_hook;

static executor_ref clip_main;
static animkit_global_router global_router;
static _Thread_local void *route;

static executor_ref __attribute__((swiftcall)) get_main(get_main_original original) {
    (void)original;
    return clip_main;
}

static bool __attribute__((swiftcall)) is_main(executor_ref executor, is_main_original original) {
    return executor.identity == clip_main.identity || original(executor);
}

static void __attribute__((swiftcall)) enqueue_global(void *job, enqueue_global_original original) {
    void *current = route;
    if (current != NULL) {
        global_router(current, job);
    } else {
        original(job);
    }
}

void animkit_main_executor_install(const void *identity, uintptr_t implementation, animkit_global_router router) {
    clip_main.identity = identity;
    clip_main.implementation = implementation;
    global_router = router;
    swift_task_enqueueGlobal_hook = enqueue_global;
    swift_task_isMainExecutor_hook = is_main;
    swift_task_getMainExecutor_hook = get_main;
}

void *animkit_main_route_get(void) { return route; }

void animkit_main_route_set(void *next) { route = next; }
