/// One declaration of a `style=""` as the cascade reads it: where it is written, whether it
/// is `!important`, and what it does (empty when it was ignored).
struct InlineDeclaration {
    /// Its bytes: relative to the text's start when the text is the source's, else the
    /// attribute's bytes.
    var range: SourceRange
    var isImportant: Bool
    var assignments: [StyleAssignment]
}
