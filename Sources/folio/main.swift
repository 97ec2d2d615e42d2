import FolioCLI
import Foundation

exit(Folio.run(Array(CommandLine.arguments.dropFirst()),
               in: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)))
