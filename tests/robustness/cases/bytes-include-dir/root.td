include "inc.td"
def Root : Inc;
