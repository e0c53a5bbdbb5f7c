/**
 * Prints one plain closing line ("jest: N passed, N failed, N skipped") that any CI log reader understands,
 * after the ten slowest files with their seconds (where CI's time goes, without a second run), then one
 * "jest: FAILED" line per failed test or file with the first line of its error: CI shows only the end of a
 * long log, and that end must say what failed.
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
    for (const file of results.testResults) {
      const where = file.testFilePath.replace(`${process.cwd()}/`, '');
      if (file.testExecError) console.log(`jest: FAILED ${where}: ${firstLine(file.testExecError.message)}`);
      for (const test of file.testResults) {
        if (test.status === 'failed') console.log(`jest: FAILED ${where} › ${test.fullName}: ${firstLine(test.failureMessages[0])}`);
      }
    }
  }
}

/** The first non-empty line of an error text, without colours, at most 300 characters. */
function firstLine(text = '') {
  const line = String(text).replace(/\u001b\[[0-9;]*m/g, '').split('\n').find((l) => l.trim()) ?? '';
  return line.trim().slice(0, 300);
}

module.exports = SummaryReporter;
