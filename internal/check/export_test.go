package check

// BoundsOf is bounds, for the tests of package check_test.
var BoundsOf = bounds
