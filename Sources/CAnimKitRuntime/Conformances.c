// Finds the types that conform to a protocol, by reading the conformance records the Swift compiler puts in
// every image (the `swift5_protocol_conformances` section) through the runtime's enumeration of metadata sections.
// This is how preview tools find `#Preview` registrations: the Swift runtime offers no public API for it.

#include "CAnimKitRuntime.h"
#include <stddef.h>
#include <string.h>

// The start of the runtime's per-image record (swift/stdlib/public/SwiftShims/MetadataSections.h); the fields
// used here sit at the same place in every version of it.
typedef struct {
    uintptr_t start;
    size_t length;
} SectionRange;

typedef struct {
    uintptr_t version;
    uintptr_t reserved;
    void *next;
    void *prev;
    SectionRange protocols;
    SectionRange protocolConformances;
    SectionRange typeMetadata;
} MetadataSections;

extern void swift_enumerateAllMetadataSections(bool (*body)(const MetadataSections *sections, void *context),
                                               void *context);

// The metadata access function of a non-generic type: `MetadataResponse (MetadataRequest)`, Swift's convention.
typedef struct {
    const void *metadata;
    uintptr_t state;
} MetadataResponse;
typedef MetadataResponse (*MetadataAccessor)(uintptr_t request) __attribute__((swiftcall));

// A relative pointer: an int32 offset from its own address.
static const void *relative(const int32_t *field) {
    int32_t offset = *field;
    if (offset == 0) return NULL;
    return (const char *)field + offset;
}

// A relative pointer whose low bit says the target is reached through a pointer (another image's symbol).
static const void *relativeIndirectable(const int32_t *field) {
    int32_t offset = *field;
    if (offset == 0) return NULL;
    const char *target = (const char *)field + (offset & ~1);
    if (offset & 1) return *(const void *const *)target;
    return target;
}

// Context descriptors: flags (kind in the low 5 bits, generic 0x80), parent, then for modules, protocols and
// types the name.
enum { KindModule = 0, KindProtocol = 3, KindClass = 16, KindStruct = 17, KindEnum = 18 };

static uint32_t flags(const void *descriptor) { return *(const uint32_t *)descriptor; }
static const void *parent(const void *descriptor) { return relativeIndirectable((const int32_t *)descriptor + 1); }
static const char *name(const void *descriptor) { return relative((const int32_t *)descriptor + 2); }

typedef struct {
    const char *module;
    const char *protocol;
    animkit_conformer_found found;
    void *context;
} Search;

// Whether `descriptor` is the protocol `search->protocol` declared in the module `search->module`.
static bool isWanted(const void *descriptor, const Search *search) {
    if (descriptor == NULL || (flags(descriptor) & 0x1F) != KindProtocol) return false;
    const char *protocolName = name(descriptor);
    if (protocolName == NULL || strcmp(protocolName, search->protocol) != 0) return false;
    const void *module = parent(descriptor);
    if (module == NULL || (flags(module) & 0x1F) != KindModule) return false;
    const char *moduleName = name(module);
    return moduleName != NULL && strcmp(moduleName, search->module) == 0;
}

static bool visit(const MetadataSections *sections, void *context) {
    const Search *search = context;
    const int32_t *records = (const int32_t *)sections->protocolConformances.start;
    size_t count = sections->protocolConformances.length / sizeof(int32_t);
    for (size_t i = 0; i < count; i++) {
        // A conformance descriptor: protocol, type reference, witness table pattern, flags.
        const int32_t *conformance = relative(&records[i]);
        if (conformance == NULL || !isWanted(relativeIndirectable(&conformance[0]), search)) continue;
        uint32_t conformanceFlags = (uint32_t)conformance[3];
        uint32_t referenceKind = (conformanceFlags >> 3) & 0x7;
        const void *type = NULL;
        if (referenceKind == 0) type = relative(&conformance[1]);                          // direct descriptor
        else if (referenceKind == 1) {                                                      // indirect descriptor
            const void *const *slot = relative(&conformance[1]);
            type = slot ? *slot : NULL;
        }
        if (type == NULL) continue;
        uint32_t typeFlags = flags(type);
        uint32_t kind = typeFlags & 0x1F;
        if ((kind != KindStruct && kind != KindEnum && kind != KindClass) || (typeFlags & 0x80)) continue;
        // Type descriptors: flags, parent, name, access function.
        MetadataAccessor accessor = (MetadataAccessor)relative((const int32_t *)type + 3);
        if (accessor == NULL) continue;
        MetadataResponse response = accessor(0);
        if (response.metadata != NULL) search->found(response.metadata, search->context);
    }
    return true;
}

void animkit_enumerate_conformers(const char *module, const char *protocol, animkit_conformer_found found,
                                  void *context) {
    Search search = {module, protocol, found, context};
    swift_enumerateAllMetadataSections(visit, &search);
}
