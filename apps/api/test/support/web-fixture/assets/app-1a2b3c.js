console.info('fixture');
