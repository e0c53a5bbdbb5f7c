/** Prints one plain closing line ("jest: N passed, N failed, N skipped") that any CI log reader understands. */
class SummaryReporter {
  onRunComplete(_contexts, results) {
    const skipped = results.numPendingTests + results.numTodoTests;
    console.log(`jest: ${results.numPassedTests} passed, ${results.numFailedTests} failed, ${skipped} skipped`);
  }
}

module.exports = SummaryReporter;
