console.info("fixture");
