// `npm start` after set-up. Until @proshop/server exists (issue 3) this says what will run.
console.log(`proshop: the workspace is installed and the core is ready.
The shop server (issue 3) will start here on http://localhost:${process.env.PORT ?? 8080}.
Meanwhile: npm test runs every package's tests.`);
