// The Combine stand-in has no code of its own (see include/Combine.h); SwiftPM needs one source file per C target.
