import Testing

@testable import MoviesDemo

/// The built-in catalogue.
struct CatalogueTests {
    private let catalogue = Catalogue.standard

    @Test func thereAreAtLeastTwelveMoviesWithUniqueIdsIncludingTheOriginalDemosOnes() {
        let ids = catalogue.movies.map(\.id)
        #expect(ids.count >= 12)
        #expect(Set(ids).count == ids.count)
        #expect(catalogue.movie(withId: 23452)?.title == "Interstellar")
        #expect(catalogue.movie(withId: 55423)?.title == "Mad Max: Fury Road")
        #expect(!catalogue.movies(on: .wishlist).isEmpty && !catalogue.movies(on: .watched).isEmpty)
    }

    @Test func everyRoleNamesAKnownCastMemberAndEveryCastMemberPlaysSomewhere() {
        let castIds = catalogue.castMembers.map(\.id)
        #expect(Set(castIds).count == castIds.count)
        for movie in catalogue.movies {
            #expect(!movie.cast.isEmpty)
            for role in movie.cast { #expect(catalogue.castMember(withId: role.castId) != nil) }
        }
        for member in catalogue.castMembers { #expect(!catalogue.filmography(ofCastId: member.id).isEmpty) }
    }
}
