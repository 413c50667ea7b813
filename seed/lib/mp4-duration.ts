// Reads an MP4's duration from its movie header box (mvhd), so seed rows carry the real length. The
// parser lives in common/ because the Worker reads uploaded videos' durations with it too.
export { mp4DurationSeconds } from "../../common/mp4-duration.ts";
