include "f231.td"
