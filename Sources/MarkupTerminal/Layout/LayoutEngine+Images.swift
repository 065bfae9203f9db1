import MarkupCore

extension LayoutEngine {
    /// An image's label (see ``ImageLabel``): inside a link, its alt text is the link's text,
    /// styled and hyperlinked as the link; its source is never a link.
    func addImage(_ node: MarkupNode) {
        let link = document.style(of: node).link
        let inLink = link?.isEmpty == false
        let shown = ImageLabel.show(node, inLink: inLink) { label in
            let styleKey = inLink
                ? mapper.cellStyleKey(document.style(of: node), documentKey: document.styleKey(of: node), roles: roles)
                : mapper.cellStyleKey(document.style(of: node), documentKey: document.styleKey(of: node), roles: roles,
                                      patchedWith: .image)
            flow.add(bytes: label, styleKey: styleKey, node: node.id, range: node.range, exactOffset: nil,
                     link: options.hyperlinks && inLink ? link : nil, preserve: false, wrapsPreformatted: true)
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
