// The app project runs in jsdom on a 2-core machine that may be busy: a role query over the whole
// contact form takes hundreds of milliseconds there, so Testing Library's `findBy*` and `waitFor` wait
// up to 5 s (default 1 s) before they fail. A test still fails when what it waits for never appears.
import { configure } from "@testing-library/react";

configure({ asyncUtilTimeout: 5_000 });
