/// Catalogs read from a folder of gettext `.po` files.
extension Translations {
    /// The translations in `directory`: one gettext catalog per language, named by its code
    /// (`de.po`, `ar.po`, `pt_BR.po`); other files (the `.pot` template) are ignored.
    ///
    /// Nothing here stops the app: `log` receives one line for a directory that cannot be
    /// read, one for each malformed catalog (its path, line and what is wrong; that language
    /// shows the source strings), one for each entry refused for its placeholders, and, later,
    /// one for each language and string that shows in the source language (see
    /// ``MissingTranslation``).
    public convenience init(directory: String, log: @escaping (String) -> Void) {
        var catalogs: [Language: Catalog] = [:]
        let names: [String]
        do {
            names = try FileAccess.names(in: directory)
        } catch {
            log("\(error): every language shows the source strings")
            names = []
        }
        for name in names where name.hasSuffix(".po") {
            let path = "\(directory)/\(name)"
            let language = Language(String(name.dropLast(3)))
            guard catalogs[language] == nil else {
                log("\(path): a second catalog for \"\(language)\": ignored")
                continue
            }
            do {
                guard let bytes = try FileAccess.read(path) else { continue }
                let catalog = try Catalog(parsing: bytes, file: path)
                if let said = catalog.language, said != language {
                    log("\(path): the header says Language: \(said), the file name \(language); read as \"\(language)\"")
                }
                catalog.refusals.forEach { log($0.description) }
                catalogs[language] = catalog
            } catch let error as CatalogError {
                log("\(error); \"\(language)\" shows the source strings")
            } catch {
                log("\(error): \"\(language)\" shows the source strings")
            }
        }
        self.init(catalogs: catalogs) { log($0.description) }
    }
}
