import AppDomain

extension Catalog {
  /// The library a first launch starts with, so the app has something to show.
  public static let sample = Catalog(
    shelves: [
      Shelf(id: 1, name: "Science fiction", bookIDs: [1, 2, 3]),
      Shelf(id: 2, name: "To read", bookIDs: [4, 2]),
    ],
    books: [
      Book(id: 1, title: "Dune", notes: "Spice must flow.", relatedIDs: [3, 4]),
      Book(id: 2, title: "Anathem", relatedIDs: [1]),
      Book(id: 3, title: "Solaris", relatedIDs: [1]),
      Book(id: 4, title: "The Left Hand of Darkness", relatedIDs: [3]),
    ])
}
