import AppDomain

extension Catalog {
  /// The library a first launch starts with, so the app has something to show.
  public static let sample = Catalog(
    shelves: [
      Shelf(id: 1, name: "Science fiction", bookIDs: [1, 2, 3]),
      Shelf(id: 2, name: "To read", bookIDs: [4, 2]),
    ],
    books: [
      Book(id: 1, title: "Dune", notes: "Spice must flow."),
      Book(id: 2, title: "Anathem"),
      Book(id: 3, title: "Solaris"),
      Book(id: 4, title: "The Left Hand of Darkness"),
    ])
}
