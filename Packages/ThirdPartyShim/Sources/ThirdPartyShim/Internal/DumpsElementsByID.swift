/// Marks a collection whose mirror labels each element with its id, so the test store's diff
/// names elements `books[id: 7]`: with elements coming and going (a stack of instances), a
/// position names a different element before and after an action, an id names the same one.
package protocol DumpsElementsByID {}
