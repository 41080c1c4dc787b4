import AnimKit
import Foundation

extension Examples {
    /// Every DisplayList primitive on one canvas, with a blur that breathes: a visual check of the rasterizer.
    public static let primitivesShowcase = Clip(
        "primitives",
        description: "Low-level DisplayList example: shapes, gradients, strokes, text, clip, opacity, blur and shadow",
        notice: "Every DisplayList primitive on one canvas — shapes, gradients, a dashed stroke, clipped wrapping text, group opacity, a breathing blur and a shadow — drawn by Cairo and Pango.",
        size: CGSize(width: 360, height: 240),
        duration: 2
    ) { t in
        let breathe = 0.5 - 0.5 * cos(2 * .pi * t / 2)
        var star = Path()
        for i in 0..<10 {
            let r: CGFloat = i % 2 == 0 ? 26 : 11, a = Double(i) * .pi / 5 - .pi / 2
            let p = CGPoint(x: 300 + r * cos(a), y: 50 + r * sin(a))
            if i == 0 { star.move(to: p) } else { star.addLine(to: p) }
        }
        star.closeSubpath()
        var wave = Path()
        wave.move(to: CGPoint(x: 20, y: 200))
        wave.addQuadCurve(to: CGPoint(x: 80, y: 200), control: CGPoint(x: 50, y: 160))
        wave.addCurve(to: CGPoint(x: 160, y: 200), control1: CGPoint(x: 100, y: 240), control2: CGPoint(x: 140, y: 160))
        wave.addArc(center: CGPoint(x: 180, y: 200), radius: 20, startAngle: .degrees(180), endAngle: .zero, clockwise: false)
        return DisplayList([
            .fill(.rect(CGRect(x: 20, y: 20, width: 60, height: 60)), .red),
            .fill(.roundedRect(CGRect(x: 90, y: 20, width: 60, height: 60), cornerSize: CGSize(width: 12, height: 12), style: .continuous), .orange),
            .shape(.ellipse(CGRect(x: 160, y: 20, width: 80, height: 60)), .fill(),
                   .radialGradient(Gradient(colors: [.yellow, .pink]), center: CGPoint(x: 200, y: 50), startRadius: 0, endRadius: 40)),
            .fill(.path(star), .indigo),
            .shape(.capsule(CGRect(x: 20, y: 95, width: 130, height: 36)), .fill(),
                   .linearGradient(Gradient(colors: [.blue, .mint]), start: CGPoint(x: 20, y: 0), end: CGPoint(x: 150, y: 0))),
            .shape(.circle(center: CGPoint(x: 190, y: 113), radius: 18), .stroke(StrokeStyle(lineWidth: 3, dash: [6, 4])), .color(.purple)),
            .shape(.path(wave), .stroke(StrokeStyle(lineWidth: 4, lineCap: .round, lineJoin: .round)), .color(.teal)),
            .group(DisplayGroup(transform: CGAffineTransform(translationX: 230, y: 95), clip: .roundedRect(CGRect(x: 0, y: 0, width: 110, height: 60), cornerSize: CGSize(width: 10, height: 10), style: .circular),
                                children: [.fill(.rect(CGRect(x: 0, y: 0, width: 110, height: 60)), .green),
                                           .text(TextRun("Clipped text wraps inside its box", font: ResolvedFont(size: 13, weight: .semibold),
                                                         color: .white, origin: CGPoint(x: 8, y: 6), width: 94))])),
            .group(DisplayGroup(opacity: 0.5, children: [.fill(.rect(CGRect(x: 230, y: 165, width: 50, height: 50)), .blue),
                                                          .fill(.rect(CGRect(x: 255, y: 180, width: 50, height: 50)), .blue)])),
            .group(DisplayGroup(blur: 6 * breathe, children: [.text(TextRun("Blur", font: ResolvedFont(size: 28, weight: .bold),
                                                                            color: .brown, origin: CGPoint(x: 95, y: 138)))])),
            .group(DisplayGroup(shadow: Shadow(radius: 5, x: 0, y: 3),
                                children: [.fill(.roundedRect(CGRect(x: 310, y: 170, width: 36, height: 36), cornerSize: CGSize(width: 8, height: 8), style: .circular), .white)])),
        ])
    }
}
