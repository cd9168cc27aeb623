import '@testing-library/jest-dom'
import { configure } from '@testing-library/react'

// toBeInTheDocument & co. in every test file (above). And time for a lazily loaded part: a part in
// its own chunk (the password form, More, a comment widget) is imported when first drawn, which a
// busy 2-core machine can take longer than testing-library's 1 s default to do (CI's jest failed
// PostBody's password form so while four builds ran beside it). findBy* and waitFor return as soon as
// what they wait for is there, so only a test that fails waits the whole time; a test's own limit
// is raised above it.
configure({ asyncUtilTimeout: 8_000 })
