/// The demo's hard-coded movies and cast: real films, facts only, ids of our own.
struct Catalogue: Sendable {
    let movies: [Movie]
    let castMembers: [CastMember]

    /// The movie with `id`, if the catalogue has it.
    func movie(withId id: Int) -> Movie? { movies.first { $0.id == id } }

    /// The cast member with `id`, if the catalogue has them.
    func castMember(withId id: Int) -> CastMember? { castMembers.first { $0.id == id } }

    /// The movies of `shelf`, in catalogue order.
    func movies(on shelf: Movie.Shelf) -> [Movie] { movies.filter { $0.shelf == shelf } }

    /// The movies `castId` appears in, with their role, in catalogue order.
    func filmography(ofCastId castId: Int) -> [(movie: Movie, role: Role)] {
        movies.compactMap { movie in
            movie.cast.first { $0.castId == castId }.map { (movie, $0) }
        }
    }
}

extension Catalogue {
    /// The built-in catalogue.
    static let standard = Catalogue(movies: standardMovies, castMembers: standardCast)

    private static let standardCast: [CastMember] = [
        CastMember(id: 1, name: "Matthew McConaughey"),
        CastMember(id: 2, name: "Anne Hathaway"),
        CastMember(id: 3, name: "Jessica Chastain"),
        CastMember(id: 4, name: "Michael Caine"),
        CastMember(id: 5, name: "Matt Damon"),
        CastMember(id: 6, name: "Jeff Daniels"),
        CastMember(id: 7, name: "Chiwetel Ejiofor"),
        CastMember(id: 8, name: "Leonardo DiCaprio"),
        CastMember(id: 9, name: "Joseph Gordon-Levitt"),
        CastMember(id: 10, name: "Elliot Page"),
        CastMember(id: 11, name: "Tom Hardy"),
        CastMember(id: 12, name: "Amy Adams"),
        CastMember(id: 13, name: "Jeremy Renner"),
        CastMember(id: 14, name: "Forest Whitaker"),
        CastMember(id: 15, name: "Ryan Gosling"),
        CastMember(id: 16, name: "Harrison Ford"),
        CastMember(id: 17, name: "Ana de Armas"),
        CastMember(id: 18, name: "Christian Bale"),
        CastMember(id: 19, name: "Heath Ledger"),
        CastMember(id: 20, name: "Aaron Eckhart"),
        CastMember(id: 21, name: "Gary Oldman"),
        CastMember(id: 22, name: "Charlize Theron"),
        CastMember(id: 23, name: "Nicholas Hoult"),
        CastMember(id: 24, name: "Emma Stone"),
        CastMember(id: 25, name: "J. K. Simmons"),
        CastMember(id: 26, name: "Miles Teller"),
        CastMember(id: 27, name: "Sandra Bullock"),
        CastMember(id: 28, name: "George Clooney"),
        CastMember(id: 29, name: "Domhnall Gleeson"),
        CastMember(id: 30, name: "Timothée Chalamet"),
        CastMember(id: 31, name: "Rebecca Ferguson"),
        CastMember(id: 32, name: "Oscar Isaac"),
        CastMember(id: 33, name: "Zendaya"),
        CastMember(id: 34, name: "Alicia Vikander"),
        CastMember(id: 35, name: "Joaquin Phoenix"),
        CastMember(id: 36, name: "Scarlett Johansson"),
        CastMember(id: 37, name: "Sylvia Hoeks"),
    ]

    private static let standardMovies: [Movie] = [
        // MARK: Wishlist
        Movie(
            id: 23452, title: "Interstellar", year: 2014, director: "Christopher Nolan", shelf: .wishlist,
            cast: [
                Role(castId: 1, character: "Cooper"),
                Role(castId: 2, character: "Brand"),
                Role(castId: 3, character: "Murph"),
                Role(castId: 4, character: "Professor Brand"),
                Role(castId: 5, character: "Dr. Mann"),
            ]),
        Movie(
            id: 40012, title: "Dune", year: 2021, director: "Denis Villeneuve", shelf: .wishlist,
            cast: [
                Role(castId: 30, character: "Paul Atreides"),
                Role(castId: 31, character: "Lady Jessica"),
                Role(castId: 32, character: "Duke Leto Atreides"),
                Role(castId: 33, character: "Chani"),
            ]),
        Movie(
            id: 32714, title: "Arrival", year: 2016, director: "Denis Villeneuve", shelf: .wishlist,
            cast: [
                Role(castId: 12, character: "Louise Banks"),
                Role(castId: 13, character: "Ian Donnelly"),
                Role(castId: 14, character: "Colonel Weber"),
            ]),
        Movie(
            id: 33503, title: "Blade Runner 2049", year: 2017, director: "Denis Villeneuve", shelf: .wishlist,
            cast: [
                Role(castId: 15, character: "K"),
                Role(castId: 16, character: "Rick Deckard"),
                Role(castId: 17, character: "Joi"),
                Role(castId: 37, character: "Luv"),
            ]),
        Movie(
            id: 26408, title: "Ex Machina", year: 2014, director: "Alex Garland", shelf: .wishlist,
            cast: [
                Role(castId: 29, character: "Caleb"),
                Role(castId: 34, character: "Ava"),
                Role(castId: 32, character: "Nathan"),
            ]),
        Movie(
            id: 21519, title: "Her", year: 2013, director: "Spike Jonze", shelf: .wishlist,
            cast: [
                Role(castId: 35, character: "Theodore Twombly"),
                Role(castId: 36, character: "Samantha (voice)"),
                Role(castId: 12, character: "Amy"),
            ]),
        Movie(
            id: 19873, title: "Gravity", year: 2013, director: "Alfonso Cuarón", shelf: .wishlist,
            cast: [
                Role(castId: 27, character: "Ryan Stone"),
                Role(castId: 28, character: "Matt Kowalski"),
            ]),

        // MARK: Watched
        Movie(
            id: 55423, title: "Mad Max: Fury Road", year: 2015, director: "George Miller", shelf: .watched,
            cast: [
                Role(castId: 11, character: "Max Rockatansky"),
                Role(castId: 22, character: "Imperator Furiosa"),
                Role(castId: 23, character: "Nux"),
            ]),
        Movie(
            id: 28640, title: "The Martian", year: 2015, director: "Ridley Scott", shelf: .watched,
            cast: [
                Role(castId: 5, character: "Mark Watney"),
                Role(castId: 3, character: "Melissa Lewis"),
                Role(castId: 6, character: "Teddy Sanders"),
                Role(castId: 7, character: "Vincent Kapoor"),
            ]),
        Movie(
            id: 11020, title: "Inception", year: 2010, director: "Christopher Nolan", shelf: .watched,
            cast: [
                Role(castId: 8, character: "Cobb"),
                Role(castId: 9, character: "Arthur"),
                Role(castId: 10, character: "Ariadne"),
                Role(castId: 11, character: "Eames"),
                Role(castId: 4, character: "Miles"),
            ]),
        Movie(
            id: 8155, title: "The Dark Knight", year: 2008, director: "Christopher Nolan", shelf: .watched,
            cast: [
                Role(castId: 18, character: "Bruce Wayne"),
                Role(castId: 19, character: "Joker"),
                Role(castId: 20, character: "Harvey Dent"),
                Role(castId: 4, character: "Alfred"),
                Role(castId: 21, character: "James Gordon"),
            ]),
        Movie(
            id: 31337, title: "La La Land", year: 2016, director: "Damien Chazelle", shelf: .watched,
            cast: [
                Role(castId: 15, character: "Sebastian"),
                Role(castId: 24, character: "Mia"),
                Role(castId: 25, character: "Bill"),
            ]),
        Movie(
            id: 24977, title: "Whiplash", year: 2014, director: "Damien Chazelle", shelf: .watched,
            cast: [
                Role(castId: 26, character: "Andrew Neiman"),
                Role(castId: 25, character: "Terence Fletcher"),
            ]),
        Movie(
            id: 29106, title: "The Revenant", year: 2015, director: "Alejandro G. Iñárritu", shelf: .watched,
            cast: [
                Role(castId: 8, character: "Hugh Glass"),
                Role(castId: 11, character: "John Fitzgerald"),
                Role(castId: 29, character: "Andrew Henry"),
            ]),
    ]
}
