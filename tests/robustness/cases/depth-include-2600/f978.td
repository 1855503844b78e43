include "f979.td"
