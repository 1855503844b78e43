def "Aÿ";
def "Aş";
def "Aÿ";
