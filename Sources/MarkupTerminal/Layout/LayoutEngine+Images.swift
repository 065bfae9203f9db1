import MarkupCore

extension LayoutEngine {
    /// The label of the image at node index `index` (see ``ImageLabel``): inside a link, its
    /// alt text is the link's text, styled and hyperlinked as the link; its source is never a
    /// link. By index, its style's fields read in place: a node retains its tree, and a copy
    /// of the link retains its string.
    func addImage(at index: Int) {
        let inLink = document.hasLink(ofNodeAt: index)
        let tree = document.tree
        let shown = ImageLabel.show(index, in: tree, inLink: inLink) { label in
            let documentKey = document.styleKey(ofNodeAt: index)
            let styleKey = inLink
                ? mapper.cellStyleKey(document.style(ofNodeAt: index), documentKey: documentKey, roles: roles)
                : mapper.cellStyleKey(document.style(ofNodeAt: index), documentKey: documentKey, roles: roles,
                                      patchedWith: .image)
            flow.add(bytes: label, styleKey: styleKey, node: NodeID(index), range: tree.records[index].range,
                     exactOffset: nil, link: options.hyperlinks && inLink ? document.style(ofNodeAt: index).link : nil,
                     preserve: false, wrapsPreformatted: true)
        }
        // A decorative image shows in a browser: a link around it shows something.
        if case .decorative = shown { decorativeImages += 1 }
    }

    /// How much has been shown so far: lines, content in the flow, decorative images. A link
    /// whose start and end see the same showed nothing.
    struct Shown: Equatable {
        var lines: Int
        var content: Int
        var images: Int
    }

    var shown: Shown {
        Shown(lines: appendedLines, content: flow.contentCount, images: decorativeImages)
    }
}
