// The UIKit stand-in has no code of its own (see include/UIKit.h); SwiftPM needs one source file per C target.
