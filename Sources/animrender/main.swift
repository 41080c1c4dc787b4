import AnimKit
import AnimKitExamples
import AnimRenderCLI

// AnimKit's own clips (the articles' samples and the gallery) under the shared command-line interface.
AnimRenderCLI.run(ClipCatalog(sections: Examples.sections), name: "animrender")
