/**
 * Prints one plain closing line ("jest: N passed, N failed, N skipped") that any CI log reader understands,
 * after the ten slowest files with their seconds (where CI's time goes, without a second run).
 */
class SummaryReporter {
  onRunComplete(_contexts, results) {
    const files = results.testResults
      .map((file) => ({ path: file.testFilePath.replace(`${process.cwd()}/`, ''), seconds: (file.perfStats.end - file.perfStats.start) / 1000 }))
      .sort((a, b) => b.seconds - a.seconds)
      .slice(0, 10);
    if (files.length > 1) {
      console.log('jest: slowest files');
      for (const file of files) console.log(`  ${file.seconds.toFixed(1).padStart(7)} s  ${file.path}`);
    }
    const skipped = results.numPendingTests + results.numTodoTests;
    console.log(`jest: ${results.numPassedTests} passed, ${results.numFailedTests} failed, ${skipped} skipped`);
  }
}

module.exports = SummaryReporter;
