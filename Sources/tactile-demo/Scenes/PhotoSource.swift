import Tactile
#if canImport(Glibc)
import Glibc
#endif

/// Where the photos scene takes its pictures: every file of a folder (`--photos DIR`), or
/// pictures the demo paints itself the first time they are wanted (`GeneratedPhotos`).
enum PhotoSource {
    /// Every file in this folder, by name.
    case directory(String)
    /// The pictures `GeneratedPhotos` paints into its folder when they are not there yet.
    case generated(GeneratedPhotos)

    /// The folder the pictures are read from.
    var directory: String {
        switch self {
        case .directory(let path): path
        case .generated(let pictures): pictures.directory
        }
    }

    /// The photos found (painted first when generated): each regular file of the folder,
    /// sorted by name, whose header reads as an image; each file that does not is in
    /// `refused` with the reason. `problem` says why there is nothing to show, for a folder
    /// that is missing, unreadable or empty.
    func load() -> PhotoListing {
        if case .generated(let pictures) = self, let failure = pictures.paintMissing() {
            let problem = LocalizedString("Cannot show the demo's photos: {reason}",
                                          comment: "Photos scene, centred on the wall; {reason} says why, in English")
            return PhotoListing(photos: [], refused: [], problem: problem.with(["reason": .text(failure)]))
        }
        let path = directory
        guard let names = Self.fileNames(in: path) else {
            let problem = LocalizedString("No folder {path} to show photos from ({reason})",
                                          comment: "Photos scene, centred on the wall; {reason} is the system's error, in English")
            return PhotoListing(photos: [], refused: [], problem: problem.with([
                "path": .text(path), "reason": .text(String(cString: strerror(errno))),
            ]))
        }
        var listing = PhotoListing(photos: [], refused: [], problem: nil)
        for name in names {
            do {
                listing.photos.append(try Image(contentsOfFile: path + "/" + name))
            } catch {
                listing.refused.append(error)
            }
        }
        if names.isEmpty {
            listing.problem = LocalizedString("No photos: {path} is empty", comment: "Photos scene, centred on the wall")
                .with(["path": .text(path)])
        } else if listing.photos.isEmpty {
            // English says "files" even for one: "none of" counts them as a group.
            listing.problem = LocalizedString("No photos: none of the {count} files in {path} is a picture",
                                              plural: "No photos: none of the {count} files in {path} is a picture", count: names.count,
                                              comment: "Photos scene, centred on the wall; {count} files were found in the folder {path}")
                .with(["path": .text(path)])
        }
        return listing
    }

    /// The names of the regular files in the folder at `path` (symbolic links followed),
    /// sorted by their bytes; nil when it cannot be opened (errno says why).
    static func fileNames(in path: String) -> [String]? {
        guard let folder = opendir(path) else { return nil }
        defer { closedir(folder) }
        var names: [String] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
            var info = stat()
            guard name != ".", name != "..", stat(path + "/" + name, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
            names.append(name)
        }
        return names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }
}

/// What a `PhotoSource` found.
struct PhotoListing {
    /// The pictures, in file-name order (headers read; pixels decoded when shown).
    var photos: [Image]
    /// The files that are not pictures it can show, each with its reason.
    var refused: [ImageError]
    /// Why nothing can be shown (no folder, an empty one, no picture in it); nil otherwise.
    var problem: LocalizedString?
}
