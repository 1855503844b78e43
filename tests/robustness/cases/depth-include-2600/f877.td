include "f878.td"
